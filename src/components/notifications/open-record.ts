import { NOTIFICATION_PAGE, type Notification } from '@ihrc/contract'

/** The console page a notification opens: the record's area (deep links per record are not built yet). */
export function pageOf(notification: Pick<Notification, 'module'>): string {
  return NOTIFICATION_PAGE[notification.module]
}

export const isRead = (n: Notification) => n.users.some((u) => u.is_read)
