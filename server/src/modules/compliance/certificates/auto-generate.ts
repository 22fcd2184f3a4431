/**
 * A company's month is certified by itself once it has ended and every due item falling
 * due in it is closed (approved): asked in the transaction of each approval (the advisory
 * lock on the company's month makes two approvals at once see each other, so the last one
 * certifies), and by the keep-ahead round for months that end with every item already
 * closed. A month still running is never certified (contract `monthHasEnded`).
 */
import { sql } from 'drizzle-orm'
import { dayAfterMonth, monthHasEnded } from '@ihrc/contract'
import type { DbOrTx } from '../../../db/client'
import { branches, complianceCertificates, dueItems } from '../../../db/schema'

/** The first day of the month and of the next one, `YYYY-MM-DD`. */
export function monthBounds(year: number, month: number): { start: string; end: string } {
  return { start: `${year}-${String(month).padStart(2, '0')}-01`, end: dayAfterMonth(year, month) }
}

export async function certifyIfClosed(db: DbOrTx, tenantId: number, companyId: number, dueDate: string, today: string): Promise<void> {
  const year = Number(dueDate.slice(0, 4))
  const month = Number(dueDate.slice(5, 7))
  if (!monthHasEnded(year, month, today)) return
  const { start, end } = monthBounds(year, month)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('certificate'), hashtext(${`${tenantId}:${companyId}:${year}-${month}`}))`)
  const open = await db.execute<{ open: boolean }>(sql`select exists (
    select 1 from ${dueItems} d join ${branches} b on b.id = d.branch_id
    where d.tenant_id = ${tenantId} and b.company_id = ${companyId}
      and d.due_date >= ${start} and d.due_date < ${end} and d.status <> 'approved') as open`)
  if (open.rows[0]?.open) return
  await db.insert(complianceCertificates).values({ tenantId, companyId, year, month }).onConflictDoNothing()
}

/**
 * Every company month of the last year, of every tenant, that has ended with all its
 * items closed and no certificate yet: certified. Returns how many.
 */
export async function certifyClosedMonths(db: DbOrTx, today: string): Promise<number> {
  const thisMonth = `${today.slice(0, 7)}-01`
  const made = await db.execute(sql`
    insert into ${complianceCertificates} (tenant_id, company_id, year, month)
    select d.tenant_id, b.company_id, extract(year from d.due_date)::int, extract(month from d.due_date)::int
    from ${dueItems} d join ${branches} b on b.id = d.branch_id
    where d.due_date < ${thisMonth}::date and d.due_date >= ${thisMonth}::date - interval '12 months'
    group by 1, 2, 3, 4
    having bool_and(d.status = 'approved')
    on conflict do nothing`)
  return made.rowCount ?? 0
}
