import type { Notification } from '@ihrc/contract/notifications'
import { notificationPath } from '@ihrc/contract/notification-paths'

/** The console page a notification opens: its record's where there is one (contract notificationPath), else its area. */
export function pageOf(notification: Pick<Notification, 'module' | 'record_id'>): string {
  return notificationPath(notification)
}

export const isRead = (n: Notification) => n.users.some((u) => u.is_read)
