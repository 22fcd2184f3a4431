/**
 * Statutory setups (issue 11): the PF, ESI, PT and LWF registrations of each company,
 * their sheets, and the code lookups the trackers' forms use, one resource per entry of
 * SETUPS (contract/src/setup-kinds.ts) at its rows of the endpoint table. Reads are
 * granted by Company Setup → Company or the trackers that pay against the setup; writes
 * by Company.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SETUPS, endpoints, setupAreaKey, type Endpoint, type SetupDef, type SetupKey } from '@ihrc/contract'
import { registerCrud, type CrudRows, type ZodApp } from '../../lib/crud'
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

/** A setup's routes at its rows: the resource's (list, sheets, certificate, history) and its code lookups. */
export function registerSetup(app: ZodApp, resource: SetupResource, def: SetupDef, rows: CrudRows) {
  registerCrud(app, resource, rows)
  const byName = rows as unknown as Record<string, Endpoint>
  codeRoutes(
    app,
    resource,
    Object.entries(def.codes).map(([name, code]) => ({ row: byName[name]!, field: code.field })),
  )
}

export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const resources = setupResources(portalSecret(app.config.dataDir))
  for (const [key, resource] of Object.entries(resources) as [SetupKey, SetupResource][]) {
    registerSetup(app, resource, SETUPS[key], endpoints[setupAreaKey(key)])
  }
}
