/**
 * Notifications routes (API.md "Notifications"): the caller's own settings, lists,
 * read marks and calendar feed; the feed itself (public, opened by its secret); and the
 * scheduled work that makes notifications and mails them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  calendarFeed,
  calendarFeedQuery,
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
import { API_PREFIX } from '../../lib/api-paths'
import { contextOf, routeOf } from '../../lib/crud'
import { notFound } from '../../lib/errors'
import type { FileAnswer } from '../../lib/file-answer'
import { calendarText } from '../../lib/icalendar'
import { feedEvents } from './calendar-events'
import { feedOwner, feedState, renewFeed, revokeFeed } from './calendar-feed'
import { listNotifications, markAllRead, markRead } from './inbox'
import { registerNotificationJobs } from './jobs'
import { saveSettings, settingsOf } from './settings'
import { indianDay } from './sweep'

const rows = endpoints.notification
const tags = ['notifications']
/** The subscription calendar apps poll: iCalendar text (RFC 5545). */
const CALENDAR_FEED: FileAnswer = { types: ['text/calendar'], description: "The caller's due dates as an iCalendar feed" }
const settings = envelope(notificationSettings)
const feed = envelope(calendarFeed)

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
  routeOf(app, rows.calendarFeed, {
    schema: { tags, response: { 200: feed } },
    handler: async (request) => ({ data: await feedState(app.db, request.auth) }),
  })
  routeOf(app, rows.renewCalendarFeed, {
    schema: { tags, response: { 200: feed } },
    handler: async (request) => ({
      data: await renewFeed(app.db, request.auth, `${app.config.publicUrl}${API_PREFIX}`),
      message: 'Calendar link ready: copy it now, it is shown only once',
    }),
  })
  routeOf(app, rows.revokeCalendarFeed, {
    schema: { tags, response: { 200: feed } },
    handler: async (request) => {
      await revokeFeed(app.db, request.auth)
      return { data: await feedState(app.db, request.auth), message: 'Calendar link revoked' }
    },
  })
  routeOf(app, rows.calendar, {
    schema: { tags, querystring: calendarFeedQuery, fileAnswer: CALENDAR_FEED },
    handler: async (request, reply) => {
      // A wrong, renewed or revoked secret, or a user no longer active: the same 404 as no feed at all.
      const owner = await feedOwner(app.db, request.query.token)
      if (!owner) throw notFound('Calendar feed')
      const now = app.scheduler.clock.now()
      const consoleUrl = `${app.config.publicUrl}/companyadmin`
      const events = await feedEvents(app.db, owner, indianDay(now), consoleUrl, new URL(app.config.publicUrl).host)
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(calendarText(`Compliance: ${owner.name}`, events, now))
    },
  })
}
