/**
 * Notifications routes (API.md "Notifications"): the caller's own settings, lists and
 * read marks; and the scheduled work that makes notifications and mails them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  endpoints,
  envelope,
  idParam,
  markedCount,
  notification,
  notificationQuery,
  notificationSettings,
  notificationSettingsBody,
  paged,
} from '@ihrc/contract'
import { contextOf, routeOf } from '../../lib/crud'
import { listNotifications, markAllRead, markRead } from './inbox'
import { registerNotificationJobs } from './jobs'
import { saveSettings, settingsOf } from './settings'

const rows = endpoints.notification
const tags = ['notifications']
const settings = envelope(notificationSettings)

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerNotificationJobs(app)
  routeOf(app, rows.settings, {
    schema: { tags, response: { 200: settings } },
    handler: async (request) => ({ data: await settingsOf(app.db, request.auth.userId) }),
  })
  routeOf(app, rows.saveSettings, {
    schema: { tags, body: notificationSettingsBody, response: { 200: settings } },
    handler: async (request) => ({ data: await saveSettings(app.db, request.auth, request.body), message: 'Notification settings saved' }),
  })
  routeOf(app, rows.list, {
    schema: { tags, querystring: notificationQuery, response: { 200: paged(notification) } },
    handler: async (request) => listNotifications(contextOf(request).db, request.auth, request.query),
  })
  routeOf(app, rows.markRead, {
    schema: { tags, params: idParam, response: { 200: envelope(notification) } },
    handler: async (request) => ({ data: await markRead(app.db, request.auth, request.params.id) }),
  })
  routeOf(app, rows.markAllRead, {
    schema: { tags, response: { 200: envelope(markedCount) } },
    handler: async (request) => ({ data: { marked: await markAllRead(app.db, request.auth) } }),
  })
}
