import { useNavigate } from 'react-router-dom'
import { Icon } from '@/components/shared/icons'
import { Badge } from '@/components/ui/Badge'
import { Dropdown, DropdownItem } from '@/components/ui/Dropdown'
import { pageOf } from '@/components/notifications/open-record'
import { NOTIFICATIONS_PAGE } from '@ihrc/contract/notification-paths'
import { BELL_POLL_MS, markNotificationRead, useUnreadNotificationsQuery } from '@/services/notification-api'
import { useWrite } from '@/store/use-write'

/**
 * The header's bell: the unread count ("99+" above 99), the latest unread, and the way
 * to all of them. Opening one marks it read (the count and both lists refetch) and goes
 * to its record's page. New notifications arrive by polling (BELL_POLL_MS).
 */
export function NotificationBell() {
  const navigate = useNavigate()
  const { data } = useUnreadNotificationsQuery(undefined, { pollingInterval: BELL_POLL_MS })
  const [markRead] = useWrite(markNotificationRead)
  const unread = data?.meta.total ?? 0
  const open = async (id: number, to: string) => {
    // A failed mark shows its toast; the record opens all the same.
    await markRead(id).catch(() => undefined)
    navigate(to)
  }
  return (
    <Dropdown
      label={`Notifications, ${unread} unread`}
      placement="bottom-end"
      trigger={(props) => (
        <button
          type="button"
          {...props}
          className="relative grid h-10 w-10 place-items-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-400 dark:hover:bg-gray-700 dark:hover:text-white"
        >
          <Icon name="bell" className="h-5 w-5" />
          {/* At the button's corner, above the icon's top edge: the count never hides the bell, "99+" included. */}
          <Badge count={unread} className="absolute -end-1 -top-2" />
        </button>
      )}
    >
      <p className="border-b border-gray-200 px-3 py-2 text-sm font-semibold dark:border-gray-700">
        {unread ? `${unread} unread` : 'No unread notifications'}
      </p>
      {data?.data.map((n) => (
        <DropdownItem key={n.id} onSelect={() => void open(n.id, pageOf(n))}>
          <span className="flex max-w-80 flex-col text-start">
            <span className="font-semibold">{n.title}</span>
            <span className="text-xs text-gray-600 dark:text-gray-300">{n.content}</span>
          </span>
        </DropdownItem>
      ))}
      <DropdownItem onSelect={() => navigate(NOTIFICATIONS_PAGE)}>See all notifications</DropdownItem>
    </Dropdown>
  )
}
