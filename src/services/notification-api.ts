import type {
  CalendarFeed,
  Envelope,
  Notification,
  NotificationQuery,
  NotificationSettings,
  NotificationSettingsBody,
  Paged,
} from '@ihrc/contract'
import { FALLBACK } from '@ihrc/contract'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from './api'
import { tagsOf } from './cache-tags'

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
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({ ...requestOf(endpoints.notification.markRead, { id }), fallbackMessage: FALLBACK.markNotificationRead }),
      transformResponse: (res: Envelope<Notification>) => res.data,
      invalidatesTags: TAGS,
    }),
    markAllNotificationsRead: build.mutation<number, void>({
      query: () => ({ ...requestOf(endpoints.notification.markAllRead), fallbackMessage: FALLBACK.markNotificationRead }),
      transformResponse: (res: Envelope<{ marked: number }>) => res.data.marked,
      invalidatesTags: TAGS,
    }),
    notificationSettings: build.query<NotificationSettings, void>({
      query: () => requestOf(endpoints.notification.settings),
      transformResponse: (res: Envelope<NotificationSettings>) => res.data,
      providesTags: SETTINGS,
    }),
    saveNotificationSettings: build.mutation<NotificationSettings, NotificationSettingsBody>({
      query: (body) => ({
        ...requestOf(endpoints.notification.saveSettings),
        data: body,
        fallbackMessage: FALLBACK.createNotificationSettings,
        skipErrorToast: true,
      }),
      transformResponse: (res: Envelope<NotificationSettings>) => res.data,
      invalidatesTags: SETTINGS,
    }),
    calendarFeed: build.query<CalendarFeed, void>({
      query: () => requestOf(endpoints.notification.calendarFeed),
      transformResponse: (res: Envelope<CalendarFeed>) => res.data,
      providesTags: FEED,
    }),
    /** Creates or renews the caller's feed; the answer carries the URL, shown this once. */
    renewCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => requestOf(endpoints.notification.renewCalendarFeed),
      transformResponse: (res: Envelope<CalendarFeed>) => res.data,
      invalidatesTags: FEED,
    }),
    revokeCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => requestOf(endpoints.notification.revokeCalendarFeed),
      transformResponse: (res: Envelope<CalendarFeed>) => res.data,
      invalidatesTags: FEED,
    }),
  }),
})

export const {
  useCalendarFeedQuery,
  useRenewCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
  useUnreadNotificationsQuery,
  useNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} = notificationApi
