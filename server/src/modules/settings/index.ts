/** Global Settings routes: Status Settings and Custom Fields. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpoints } from '@ihrc/contract'
import { registerCrud } from '../../lib/crud'
import { customFieldResource } from './custom-fields'
import { noticeStatusRoutes } from './notice-status'
import { statusRoutes } from './status'

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  statusRoutes(app)
  noticeStatusRoutes(app)
  registerCrud(app, customFieldResource, endpoints.customField)
}
