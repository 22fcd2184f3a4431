/**
 * What a user's calendar feed shows: the due items they own or approve that are not yet
 * approved, and, when they hold the Notice Tracker menu, the reply and hearing dates of
 * the open notices; the tracker due dates of their registrations not yet paid
 * (calendar-tracker-events.ts); all within their branch access, from FEED_PAST_DAYS ago to
 * FEED_FUTURE_DAYS ahead. Each event's UID names its record, so a calendar app updates
 * it on the next fetch instead of adding another.
 */
import { and, eq, gte, lte, ne, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { DUE_STATUS, notificationPath } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import { branches, companies, complianceAssignments as a, complianceItems as c, dueItems as d, notices as n } from '../../db/schema'
import { branchScope } from '../../lib/crud'
import type { AllDayEvent } from '../../lib/icalendar'
import { allows, type AuthContext } from '../../plugins/access'
import { noticeScope } from '../notices/notice'
import { addDays } from '../../lib/civil-date'
import { trackerEvents } from './calendar-tracker-events'

const FEED_PAST_DAYS = 90
const FEED_FUTURE_DAYS = 400
/** A bound on one feed's size: far above a person's year of items. */
const FEED_LIMIT = 5000

function window(today: string): { from: string; to: string } {
  return { from: addDays(today, -FEED_PAST_DAYS), to: addDays(today, FEED_FUTURE_DAYS) }
}

/** `consoleUrl` is where the console is served (…/companyadmin); `host` names the UIDs' domain. */
export async function feedEvents(db: DbOrTx, auth: AuthContext, today: string, consoleUrl: string, host: string): Promise<AllDayEvent[]> {
  const { from, to } = window(today)
  const items = await db
    .select({ id: d.id, due: d.dueDate, status: d.status, header: c.header, branch: branches.name, ownerId: a.ownerId })
    .from(d)
    .innerJoin(a, eq(a.id, d.assignmentId))
    .innerJoin(c, eq(c.id, a.complianceId))
    .innerJoin(branches, eq(branches.id, d.branchId))
    .where(
      and(
        eq(d.tenantId, auth.tenantId),
        or(eq(a.ownerId, auth.userId), eq(a.approverId, auth.userId)),
        ne(d.status, 'approved'),
        gte(d.dueDate, from),
        lte(d.dueDate, to),
        ...branchScope(auth, d.branchId),
      ),
    )
    .orderBy(d.dueDate, d.id)
    .limit(FEED_LIMIT)
  const events: AllDayEvent[] = items.map((i) => ({
    uid: `due-item-${i.id}@${host}`,
    date: i.due,
    summary: `${i.header}: ${i.branch}`,
    description: `${i.header} at ${i.branch}, due ${i.due}. Status: ${DUE_STATUS.labels[i.status]}. You are its ${i.ownerId === auth.userId ? 'owner' : 'approver'}.`,
    // A submission waits on its approver (Status), anything else on its owner (Due Compliance): the list holding it.
    url: `${consoleUrl}${notificationPath({ module: i.status === 'submitted' ? 'approval' : 'due_item', record_id: i.id })}`,
  }))
  if (allows(auth, { menu: 'remittance.notice_tracker', action: 'list' }))
    events.push(...(await noticeEvents(db, auth, from, to, consoleUrl, host)))
  const tracker = await trackerEvents(db, auth, { today, from, to }, consoleUrl, host)
  events.push(...tracker.slice(0, FEED_LIMIT))
  return events
}

async function noticeEvents(
  db: DbOrTx,
  auth: AuthContext,
  from: string,
  to: string,
  consoleUrl: string,
  host: string,
): Promise<AllDayEvent[]> {
  const inWindow = (column: AnyPgColumn) => and(gte(column, from), lte(column, to))
  const rows = await db
    .select({
      id: n.id,
      type: n.noticeType,
      reference: n.referenceNumber,
      reply: n.replyDueDate,
      hearing: n.hearingDate,
      place: n.hearingPlace,
      where: sql<string>`coalesce(${branches.name}, ${companies.name})`,
    })
    .from(n)
    .innerJoin(companies, eq(companies.id, n.companyId))
    .leftJoin(branches, eq(branches.id, n.branchId))
    .where(
      and(
        eq(n.tenantId, auth.tenantId),
        eq(n.closed, false),
        or(inWindow(n.replyDueDate), inWindow(n.hearingDate)),
        ...branchScope(auth, noticeScope),
      ),
    )
    .orderBy(n.id)
    .limit(FEED_LIMIT)
  return rows.flatMap((r) => {
    const what = `${r.type} ${r.reference} (${r.where})`
    const url = `${consoleUrl}${notificationPath({ module: 'notice', record_id: r.id })}`
    const events: AllDayEvent[] = []
    const within = (day: string | null): day is string => day !== null && day >= from && day <= to
    if (within(r.reply))
      events.push({
        uid: `notice-${r.id}-reply@${host}`,
        date: r.reply,
        summary: `Reply due: ${what}`,
        description: `The reply to notice ${what} is due on ${r.reply}.`,
        url,
      })
    if (within(r.hearing))
      events.push({
        uid: `notice-${r.id}-hearing@${host}`,
        date: r.hearing,
        summary: `Hearing: ${what}`,
        description: `The hearing of notice ${what} is on ${r.hearing}${r.place ? ` at ${r.place}` : ''}.`,
        url,
      })
    return events
  })
}
