import type {
  CalendarFeed,
  Envelope,
  Notification,
  NotificationQuery,
  NotificationSettings,
  NotificationSettingsBody,
  Paged,
} from '@ihrc/contract'
import { FALLBACK } from '@ihrc/contract/messages'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from './api'
import { tagsOf } from './cache-tags'
import { write } from './write'

/**
 * The caller's notifications: the bell's unread count and list, the /notifications
 * list, read marks and the settings. Every read provides one tag, so a mark refetches
 * the count and both lists at once (SPEC.md section 4: "in both lists").
 */
const TAGS = tagsOf(endpoints.notification.list)
const SETTINGS = tagsOf(endpoints.notification.settings)
const FEED = tagsOf(endpoints.notification.calendarFeed)

/**
 * How often the bell asks for new notifications: polling, not server-sent events, since
 * reminders are made by a daily sweep and a job a minute, and one indexed count a minute
 * per open console costs the server less than a connection held open per console.
 */
export const BELL_POLL_MS = 60_000

export const notificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    unreadNotifications: build.query<Paged<Notification>, void>({
      query: () => ({
        ...requestOf(endpoints.notification.list),
        params: { unmarked: true, page_size: 10 },
        fallbackMessage: FALLBACK.fetchUnmarkedNotifications,
      }),
      providesTags: TAGS,
    }),
    notifications: build.query<Paged<Notification>, NotificationQuery>({
      query: (params) => ({ ...requestOf(endpoints.notification.list), params, fallbackMessage: FALLBACK.fetchAllNotifications }),
      providesTags: TAGS,
    }),
    notificationSettings: build.query<NotificationSettings, void>({
      query: () => requestOf(endpoints.notification.settings),
      transformResponse: (res: Envelope<NotificationSettings>) => res.data,
      providesTags: SETTINGS,
    }),
    calendarFeed: build.query<CalendarFeed, void>({
      query: () => requestOf(endpoints.notification.calendarFeed),
      transformResponse: (res: Envelope<CalendarFeed>) => res.data,
      providesTags: FEED,
    }),
  }),
})

export const { useCalendarFeedQuery, useUnreadNotificationsQuery, useNotificationsQuery, useNotificationSettingsQuery } = notificationApi

/*
 * The writes, through the one write mechanism (services/write.ts). Each names the reads it
 * changes, narrower than the notifications' area: a read mark does not refetch the settings.
 */
export const markNotificationRead = (id: number) =>
  write(endpoints.notification.markRead)<Notification>({ params: { id }, fallback: FALLBACK.markNotificationRead, changes: TAGS })
export const markAllNotificationsRead = () =>
  write(endpoints.notification.markAllRead)<{ marked: number }>({ fallback: FALLBACK.markNotificationRead, changes: TAGS })
/** The page shows a refusal itself. */
export const saveNotificationSettings = (body: NotificationSettingsBody) =>
  write(endpoints.notification.saveSettings)<NotificationSettings>({
    body,
    fallback: FALLBACK.createNotificationSettings,
    inline: true,
    changes: SETTINGS,
  })
/** Creates or renews the caller's feed; the answer carries the URL, shown this once. */
export const renewCalendarFeed = () => write(endpoints.notification.renewCalendarFeed)<CalendarFeed>({ changes: FEED })
export const revokeCalendarFeed = () => write(endpoints.notification.revokeCalendarFeed)<CalendarFeed>({ changes: FEED })
