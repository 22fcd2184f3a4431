/** Notice Tracker (issue 22): the notice resource and its own routes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpoints } from '@ihrc/contract'
import { registerCrud } from '../../lib/crud'
import { noticeResource } from './notice'
import { noticeRoutes } from './routes'

export const noticeTrackerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Special routes first where they share the stem with `:id` (clarity only; Fastify prefers static segments).
  noticeRoutes(app)
  registerCrud(app, noticeResource, endpoints.notice)
}
