/**
 * Statutory setups (issue 11): the PF, ESI, PT and LWF registrations of each company,
 * their sheets, and the code lookups the trackers' forms use. Reads are granted by
 * Company Setup → Company or the matching remittance tracker menu; writes by Company.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { esiSetups, lwfSetups, pfSetups, ptSetups } from '../../db/schema'
import { registerCrud } from '../../lib/crud'
import { codeRoutes } from './codes'
import { esiSetupResource } from './esi-setup'
import { lwfSetupResource } from './lwf-setup'
import { pfSetupResource } from './pf-setup'
import { portalSecret } from './portal-secret'
import { ptSetupResource } from './pt-setup'

export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const pf = pfSetupResource(portalSecret(app.config.dataDir))
  registerCrud(app, pf)
  registerCrud(app, esiSetupResource)
  registerCrud(app, ptSetupResource)
  registerCrud(app, lwfSetupResource)
  codeRoutes(app, {
    'pf-code': { setup: pf, column: pfSetups.pfCode },
    'esi-code': { setup: esiSetupResource, column: esiSetups.esiCode },
    'ptrc-code': { setup: ptSetupResource, column: ptSetups.ptrcNumber },
    'ptec-code': { setup: ptSetupResource, column: ptSetups.ptecNumber },
    'lwf-code': { setup: lwfSetupResource, column: lwfSetups.registrationNumber },
  })
}
