/**
 * Notifications routes (API.md "Notifications"): the caller's own settings, lists and
 * read marks. Paths come from the endpoint table's rows.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointSchemas, endpoints } from '@ihrc/contract'
import { contextOf } from '../../lib/crud'
import { listNotifications, markAllRead, markRead } from './inbox'
import { registerNotificationJobs } from './jobs'
import { saveSettings, settingsOf } from './settings'

const rows = endpoints.notification
const schemas = endpointSchemas.notification
const tags = ['notifications']
const signedIn = { access: 'authenticated' as const }
const url = (path: string) => `/${path}`

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerNotificationJobs(app)
  app.get(
    url(rows.settings.path),
    { config: signedIn, schema: { tags, response: { 200: schemas.settings.response } } },
    async (request) => ({
      data: await settingsOf(app.db, request.auth.userId),
    }),
  )
  app.post(
    url(rows.saveSettings.path),
    { config: signedIn, schema: { tags, body: schemas.saveSettings.body, response: { 200: schemas.saveSettings.response } } },
    async (request) => ({ data: await saveSettings(app.db, request.auth, request.body), message: 'Notification settings saved' }),
  )
  app.get(
    url(rows.list.path),
    { config: signedIn, schema: { tags, querystring: schemas.list.query, response: { 200: schemas.list.response } } },
    async (request) => listNotifications(contextOf(request).db, request.auth, request.query),
  )
  app.post(
    url(rows.markRead.path),
    { config: signedIn, schema: { tags, params: schemas.markRead.params, response: { 200: schemas.markRead.response } } },
    async (request) => ({ data: await markRead(app.db, request.auth, request.params.id) }),
  )
  app.post(
    url(rows.markAllRead.path),
    { config: signedIn, schema: { tags, response: { 200: schemas.markAllRead.response } } },
    async (request) => ({ data: { marked: await markAllRead(app.db, request.auth) } }),
  )
}
