/**
 * The endpoint rows of Notifications (API.md "Notifications"), spread into
 * `endpoints` as `notification`. Every row is the caller's own: settings,
 * list and read marks are per user, so any signed-in user may call them.
 */
import { GET, POST, SIGNED_IN } from './endpoint'

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
    },
  }
}
