import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { NOTICE_EVENT, type NoticeReply, type NoticeTimelineEntry } from '@ihrc/contract/notices'
import { isNoticeClosed } from '@ihrc/contract/notice-facts'
import { endpoints, pathOf } from '@ihrc/contract/endpoints'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Spinner } from '@/components/ui/Spinner'
import { Timeline, type TimelineTone } from '@/components/ui/Timeline'
import { formatAmount, formatDateTime } from '@/components/ui/format'
import { downloadFile } from '@/components/resource/download'
import { useCan } from '@/components/resource/use-can'
import { useNoticeStatusAppearance } from '@/components/status/status-settings'
import type { HttpQueryError } from '@/services/api'
import { useNoticeTimelineQuery } from '@/services/notice-api'
import { RecordEditActions } from '@/components/resource/RecordEditActions'
import { criticalityCell, documentCell, statusCell, useNoticeConfig } from './notice-config'
import { FollowUpDialog } from './FollowUpDialog'
import { LATE_REPLY_HINT, ReplyDialog } from './ReplyDialog'
import { Page } from '@/components/shared/Page'

const TONE: Partial<Record<NoticeTimelineEntry['event'], TimelineTone>> = {
  created: 'primary',
  replied: 'success',
  closed: 'success',
  followed_up: 'warning',
  reject: 'danger',
}

/** A status written as the tenant labels it (Status Settings); other fields' values as recorded. */
type Shown = (field: string, value: unknown) => string

function what(e: NoticeTimelineEntry, shown: Shown): string {
  if (e.event === 'followed_up' && e.follow_up) return `Followed up by ${e.follow_up.reference_number}`
  const changed = e.changes.map((c) => `${c.field.replaceAll('_', ' ')}: ${shown(c.field, c.before)} → ${shown(c.field, c.after)}`)
  return [e.remark, ...changed].filter(Boolean).join('\n')
}

function Documents({ reply }: { reply: NoticeReply }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {reply.documents.map((d) => (
        <li key={d.id}>
          <Button
            size="xs"
            variant="plain"
            onClick={() =>
              downloadFile(pathOf(endpoints.notice.replyDocument, { id: reply.id, fileId: d.id }), d.name).catch(() => undefined)
            }
          >
            {d.name}
          </Button>
        </li>
      ))}
    </ul>
  )
}

/** One notice: its facts and copy, the thread it belongs to, its replies and its timeline; reply from here. */
export function NoticeDetailPage() {
  const id = Number(useParams().id)
  const { data, isFetching, error, refetch } = useNoticeTimelineQuery(id)
  const allowed = useCan('remittance.notice_tracker')
  const config = useNoticeConfig()
  const [replying, setReplying] = useState(false)
  const [followingUp, setFollowingUp] = useState(false)
  const statusLook = useNoticeStatusAppearance()
  const shown: Shown = (field, value) =>
    value == null ? '—' : field === 'status' && typeof value === 'string' && statusLook ? statusLook(value).label : String(value)

  if (error)
    return (
      <Alert type="danger" title="Could not load the notice">
        <p>{(error as HttpQueryError).messages.join('\n')}</p>
        <div className="mt-2 flex items-center gap-3">
          {(error as HttpQueryError).status !== 404 && (
            <Button size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          )}
          <Link className="text-sm underline" to="/notice-tracker">
            Back to notices
          </Link>
        </div>
      </Alert>
    )
  if (!data) return isFetching ? <Spinner /> : null
  const n = data.notice
  const closed = isNoticeClosed(n.status)
  const facts: [string, React.ReactNode][] = [
    ['Company', n.company_name],
    ['Branch or location', n.branch_name ?? n.location ?? '—'],
    ['Notice type', n.notice_type],
    ['Act', n.act ?? '—'],
    ['Notice date', n.notice_date],
    ['Received on', n.received_on ?? '—'],
    ['Reply due', n.reply_due_date ?? '—'],
    ['Hearing', n.hearing_date ? `${n.hearing_date}${n.hearing_place ? `, ${n.hearing_place}` : ''}` : '—'],
    ['Criticality', criticalityCell(n)],
    ['Status', statusCell(n)],
    ['Issuing authority', n.issuing_authority ?? '—'],
    ['Officer', n.officer_name ?? '—'],
    ['Sections alleged', n.sections ?? '—'],
    ['Amount at stake', formatAmount(n.amount_at_stake)],
    ['Owner', n.owner?.name ?? '—'],
  ]
  return (
    <Page
      title={`Notice ${n.reference_number}`}
      aside={
        <div className="ms-auto flex gap-2">
          <Link className="text-sm underline" to="/notice-tracker">
            Back to notices
          </Link>
          <RecordEditActions config={config} record={n} />
          {allowed.create && (
            <Button size="sm" onClick={() => setFollowingUp(true)}>
              Add follow-up
            </Button>
          )}
          {allowed.edit && !closed && (
            <Button size="sm" variant="solid" onClick={() => setReplying(true)}>
              Reply
            </Button>
          )}
          {/* A closed notice asks for nothing more; a reply sent before it was closed (by an edit) may still be put on record. */}
          {allowed.edit && closed && (
            <>
              <Button size="sm" aria-describedby="late-reply-hint" onClick={() => setReplying(true)}>
                Record a late reply
              </Button>
              <span id="late-reply-hint" className="sr-only">
                {LATE_REPLY_HINT}
              </span>
            </>
          )}
        </div>
      }
    >
      <Card>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-gray-600 dark:text-gray-300">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {n.details && <p className="mt-3 whitespace-pre-line text-sm">{n.details}</p>}
        {n.document && <p className="mt-3 text-sm">Notice copy: {documentCell(n)}</p>}
      </Card>
      {data.thread.length > 0 && (
        <Card>
          <h2 className="mb-2 font-semibold">Thread</h2>
          <ol className="list-decimal ps-5 text-sm">
            {data.thread.map((t) => (
              <li key={t.id} className="py-0.5">
                {t.id === n.id ? (
                  <span aria-current="page" className="font-semibold">
                    {t.reference_number} · {t.notice_type} · {t.notice_date}
                  </span>
                ) : (
                  <Link className="underline" to={`/notice-tracker/${t.id}`}>
                    {t.reference_number} · {t.notice_type} · {t.notice_date}
                  </Link>
                )}{' '}
                {statusCell(t)}
              </li>
            ))}
          </ol>
        </Card>
      )}
      <Card>
        <h2 className="mb-2 font-semibold">Replies</h2>
        {data.replies.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">No reply has been sent yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.replies.map((r) => (
              <li key={r.id} className="text-sm">
                <p className="font-medium">
                  Sent on {r.sent_on}
                  {r.created_by ? ` by ${r.created_by.name}` : ''}
                  {r.keep_open ? ' (notice kept open)' : ''}
                </p>
                <p className="whitespace-pre-line">{r.text}</p>
                <Documents reply={r} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <h2 className="mb-2 font-semibold">Timeline</h2>
        <Timeline
          label="Notice timeline"
          items={data.entries.map((e, i) => ({
            id: `${e.event}-${i}`,
            title: `${NOTICE_EVENT.labels[e.event]}${e.actor ? ` by ${e.actor.name}` : ''}`,
            time: formatDateTime(e.at),
            content: <span className="whitespace-pre-line">{what(e, shown)}</span>,
            tone: TONE[e.event] ?? 'neutral',
          }))}
        />
      </Card>
      {replying && <ReplyDialog notice={n} onClose={() => setReplying(false)} />}
      {followingUp && <FollowUpDialog parent={n} onClose={() => setFollowingUp(false)} />}
    </Page>
  )
}
