/**
 * The endpoint rows of Notifications (API.md "Notifications"), spread into
 * `endpoints` as `notification`. Every row is the caller's own: settings,
 * list, read marks and calendar feed are per user, so any signed-in user may call
 * them; the feed's own URL is public and answers only to its secret.
 */
import { DELETE, GET, POST, PUBLIC, SIGNED_IN } from './endpoint'

export function notificationEndpoints() {
  return {
    notification: {
      settings: GET('notifications/settings', SIGNED_IN),
      saveSettings: POST('notifications/settings', SIGNED_IN),
      /** `?unmarked=true` for the unread; paged params for the all list. */
      list: GET('notifications', SIGNED_IN),
      markRead: POST('notification/read/:id', SIGNED_IN),
      /** Ours: the /notifications page's "Mark all read". */
      markAllRead: POST('notification/read-all', SIGNED_IN),
      /** Ours: the caller's calendar feed: its state, a new secret (create or renew), revoke. */
      calendarFeed: GET('notifications/calendar-feed', SIGNED_IN),
      renewCalendarFeed: POST('notifications/calendar-feed', SIGNED_IN),
      revokeCalendarFeed: DELETE('notifications/calendar-feed', SIGNED_IN),
      /** The feed itself, for calendar apps: no sign-in, the secret in `?token=` (scrubbed from the logs like a reset token). */
      calendar: GET('notifications/calendar.ics', PUBLIC),
    },
  }
}
