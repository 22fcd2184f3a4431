import { useState } from 'react'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { formatDateTime } from '@/components/ui/format'
import { Input } from '@/components/ui/Input'
import { toast } from '@/components/ui/toast'
import { renewCalendarFeed, revokeCalendarFeed, useCalendarFeedQuery } from '@/services/notification-api'
import { useWrite } from '@/store/use-write'

/**
 * Notification Settings → Calendar feed: the caller's private iCalendar link. The
 * server keeps only the secret's hash, so the link is shown once, right after it is
 * made; renewing makes a new one and ends the old, revoking ends it.
 */
export function CalendarFeedCard() {
  const { data, error, isLoading } = useCalendarFeedQuery()
  const [renew, renewing] = useWrite(renewCalendarFeed)
  const [revoke, revoking] = useWrite(revokeCalendarFeed)
  const [url, setUrl] = useState<string | null>(null)

  const make = async () => {
    // A failure has its toast (services/http.ts).
    const feed = await renew().catch(() => null)
    if (feed?.url) setUrl(feed.url)
  }
  const end = async () => {
    const revoked = await revoke().then(
      () => true,
      () => false,
    )
    if (revoked) {
      setUrl(null)
      toast.push({ type: 'success', title: 'Calendar link revoked' })
    }
  }
  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      toast.push({ type: 'success', title: 'Calendar link copied' })
    } catch {
      toast.push({ type: 'danger', title: 'Copy failed: select the link and copy it yourself' })
    }
  }

  return (
    <Card>
      <section aria-labelledby="calendar-feed-title" className="flex max-w-2xl flex-col gap-3">
        <h2 id="calendar-feed-title" className="text-lg font-semibold">
          Calendar feed
        </h2>
        <p className="text-gray-600 dark:text-gray-300">
          Subscribe to your due dates from Google Calendar or Outlook: the due items you own or approve and, if you hold the Notice Tracker,
          notices&apos; reply and hearing dates. Anyone with the link can read these dates: keep it private.
        </p>
        {isLoading ? null : error || !data ? (
          <Alert type="danger">Failed to fetch the calendar feed</Alert>
        ) : (
          <>
            {url ? (
              <div className="flex flex-col gap-1">
                <label htmlFor="calendar-feed-url" className="text-sm font-semibold">
                  Your calendar link
                </label>
                <div className="flex gap-2">
                  <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.target.select()} />
                  <Button onClick={copy}>Copy link</Button>
                </div>
                <span className="text-xs text-gray-600 dark:text-gray-300">Copy it now: it is shown only once.</span>
              </div>
            ) : (
              <p>
                {data.active
                  ? `A calendar link is active since ${formatDateTime(data.created_at)}. Renew it to see a new link (the old one stops working).`
                  : 'You have no calendar link.'}
              </p>
            )}
            <div className="flex gap-2">
              <Button variant="solid" loading={renewing} onClick={make}>
                {data.active ? 'Renew link' : 'Create calendar link'}
              </Button>
              {data.active && (
                <Button loading={revoking} onClick={end}>
                  Revoke link
                </Button>
              )}
            </div>
          </>
        )}
      </section>
    </Card>
  )
}
