/**
 * Statutory setups (issue 11): the PF, ESI, PT and LWF registrations of each company,
 * their sheets, and the code lookups the trackers' forms use. Reads are granted by
 * Company Setup → Company or the matching remittance tracker menu; writes by Company.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpoints } from '@ihrc/contract'
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
  registerCrud(app, pf, endpoints.pfSetup)
  registerCrud(app, esiSetupResource, endpoints.esiSetup)
  registerCrud(app, ptSetupResource, endpoints.ptSetup)
  registerCrud(app, lwfSetupResource, endpoints.lwfSetup)
  codeRoutes(app, [
    { row: endpoints.pfSetup.pfCode, setup: pf, column: pfSetups.pfCode },
    { row: endpoints.esiSetup.esiCode, setup: esiSetupResource, column: esiSetups.esiCode },
    { row: endpoints.ptSetup.ptrcCode, setup: ptSetupResource, column: ptSetups.ptrcNumber },
    { row: endpoints.ptSetup.ptecCode, setup: ptSetupResource, column: ptSetups.ptecNumber },
    { row: endpoints.lwfSetup.lwfCode, setup: lwfSetupResource, column: lwfSetups.registrationNumber },
  ])
}
