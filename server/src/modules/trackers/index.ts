/**
 * The remittance trackers (issue 11): one factory resource per family of
 * TRACKER_FAMILIES, so a family in the map is served without another line here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TRACKER_FAMILIES, endpoints, trackerAreaKey, type TrackerFamilyKey } from '@ihrc/contract'
import { registerCrud } from '../../lib/crud'
import { trackerResource } from './family-resource'
import { trackerGridRoutes } from './grid-routes'

/** Every family's resource, by its key (other modules read rows through them). */
export const trackerResources = Object.fromEntries(
  Object.entries(TRACKER_FAMILIES).map(([key, family]) => [key, trackerResource(key as TrackerFamilyKey, family)]),
) as Record<TrackerFamilyKey, ReturnType<typeof trackerResource>>

export const trackerRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [key, resource] of Object.entries(trackerResources)) {
    registerCrud(app, resource as never, endpoints[trackerAreaKey(key as TrackerFamilyKey)])
  }
  await app.register(trackerGridRoutes)
}
