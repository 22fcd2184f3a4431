/** Schemas of the Notifications rows (notification-endpoints.ts), spread into endpoint-schemas.ts. */
import { envelope, idParam, paged } from './envelope'
import { markedCount, notification, notificationQuery, notificationSettings, notificationSettingsBody } from './notifications'

export function notificationEndpointSchemas() {
  const settings = envelope(notificationSettings)
  return {
    notification: {
      settings: { response: settings },
      saveSettings: { body: notificationSettingsBody, response: settings },
      list: { query: notificationQuery, response: paged(notification) },
      markRead: { params: idParam, response: envelope(notification) },
      markAllRead: { response: envelope(markedCount) },
    },
  }
}
