/**
 * Statutory setups (issue 11): the PF, ESI, PT and LWF registrations of each company,
 * their sheets, and the code lookups the trackers' forms use, one resource per entry of
 * SETUPS (contract/src/setup-kinds.ts) at its rows of the endpoint table. Reads are
 * granted by Company Setup → Company or the trackers that pay against the setup; writes
 * by Company.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SETUPS, endpoints, setupAreaKey, type Endpoint, type SetupKey } from '@ihrc/contract'
import { registerCrud } from '../../lib/crud'
import { codeRoutes } from './codes'
import type { SetupResource } from './define-setup'
import { esiSetupResource } from './esi-setup'
import { lwfSetupResource } from './lwf-setup'
import { pfSetupResource } from './pf-setup'
import { portalSecret, type PortalSecret } from './portal-secret'
import { ptSetupResource } from './pt-setup'

/** Each setup's resource, by its key in SETUPS (the PF setup seals portal passwords with the installation's secret). */
export function setupResources(secret: PortalSecret): Record<SetupKey, SetupResource> {
  return { pf: pfSetupResource(secret), esi: esiSetupResource, pt: ptSetupResource, lwf: lwfSetupResource }
}

export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const resources = setupResources(portalSecret(app.config.dataDir))
  for (const [key, resource] of Object.entries(resources) as [SetupKey, SetupResource][]) {
    const rows = endpoints[setupAreaKey(key)]
    registerCrud(app, resource, rows)
    const codes = Object.entries(SETUPS[key].codes).map(([name, code]) => ({
      row: (rows as Record<string, Endpoint>)[name]!,
      field: code.field,
    }))
    codeRoutes(app, resource, codes)
  }
}
