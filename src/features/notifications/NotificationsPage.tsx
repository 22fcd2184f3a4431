import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { NOTIFICATION_MODULE, type NotificationModule } from '@ihrc/contract/notifications'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { cx } from '@/components/ui/cx'
import { Pagination } from '@/components/ui/Pagination'
import { Select } from '@/components/ui/Select'
import { enumOptions } from '@/components/options/enum-options'
import { Spinner } from '@/components/ui/Spinner'
import { Switcher } from '@/components/ui/Switcher'
import { markAllNotificationsRead, markNotificationRead, useNotificationsQuery } from '@/services/notification-api'
import { useWrite } from '@/store/use-write'
import { isRead, pageOf } from '@/components/notifications/open-record'
import { Page } from '@/components/shared/Page'

const MODULE_OPTIONS = enumOptions(NOTIFICATION_MODULE)

/** /notifications: every notification of the caller, newest first, with filters and read marks. */
export default function NotificationsPage() {
  const navigate = useNavigate()
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const [unreadOnly, setUnreadOnly] = useState(false)
  const [module, setModule] = useState<NotificationModule | ''>('')
  const query = { page, page_size: pageSize, ...(unreadOnly && { unmarked: true }), ...(module && { module }) }
  const { data, error, isLoading } = useNotificationsQuery(query)
  const [markRead] = useWrite(markNotificationRead)
  const [markAll, marking] = useWrite(markAllNotificationsRead)

  return (
    <Page
      title="Notifications"
      aside={
        <Button className="ms-auto" onClick={() => void markAll().catch(() => undefined)} loading={marking}>
          Mark all read
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-4">
        <Switcher label="Unread only" checked={unreadOnly} onChange={(on) => (setUnreadOnly(on), setPage(1))} />
        <div className="w-56">
          <Select
            aria-label="Module"
            placeholder="All modules"
            clearable
            options={MODULE_OPTIONS}
            value={module || null}
            onChange={(value) => (setModule((value ?? '') as NotificationModule | ''), setPage(1))}
          />
        </div>
      </div>
      <Card>
        {isLoading && <Spinner label="Loading notifications" />}
        {error && <Alert type="danger">Failed to fetch all notifications</Alert>}
        {data && !data.data.length && <p>No notifications.</p>}
        {data && data.data.length > 0 && (
          <ul className="divide-y divide-gray-200 dark:divide-gray-700">
            {data.data.map((n) => (
              // One height for every row: the title on one line, the text on two (whole on hover), the actions in a column of their own.
              <li key={n.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 py-3">
                <div className="min-w-0">
                  <p className={cx('truncate', !isRead(n) && 'font-semibold')} title={n.title}>
                    {!isRead(n) && <span className="sr-only">Unread: </span>}
                    {n.title}
                  </p>
                  <p className="line-clamp-2 min-h-10 text-sm text-gray-600 dark:text-gray-300" title={n.content}>
                    {n.content}
                  </p>
                </div>
                {/* As wide as its buttons need (never less than a row with Mark read), so they never wrap. */}
                <div className="flex min-w-44 justify-end gap-2">
                  <Button size="sm" onClick={() => void markRead(n.id).then(() => navigate(pageOf(n)))}>
                    Open
                  </Button>
                  {!isRead(n) && (
                    <Button size="sm" variant="plain" onClick={() => void markRead(n.id)} aria-label={`Mark read: ${n.title}`}>
                      Mark read
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {data && (
          <Pagination
            currentPage={page}
            pageSize={pageSize}
            total={data.meta.total}
            onChange={setPage}
            onPageSizeChange={(size) => (setPageSize(size), setPage(1))}
          />
        )}
      </Card>
    </Page>
  )
}
