/**
 * A company's month is certified once every due item falling due in it is closed
 * (approved). Asked in the transaction of each approval; the advisory lock on the
 * company's month makes two approvals at once see each other, so the last one certifies.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/reference'
import { branches, complianceCertificates, dueItems } from '../../../db/schema'

/** The first day of the month and of the next one, `YYYY-MM-DD`. */
export function monthBounds(year: number, month: number): { start: string; end: string } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 }
  const pad = (n: number) => String(n).padStart(2, '0')
  return { start: `${year}-${pad(month)}-01`, end: `${next.year}-${pad(next.month)}-01` }
}

export async function certifyIfClosed(db: DbOrTx, tenantId: number, companyId: number, dueDate: string): Promise<void> {
  const year = Number(dueDate.slice(0, 4))
  const month = Number(dueDate.slice(5, 7))
  const { start, end } = monthBounds(year, month)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('certificate'), hashtext(${`${tenantId}:${companyId}:${year}-${month}`}))`)
  const open = await db.execute<{ open: boolean }>(sql`select exists (
    select 1 from ${dueItems} d join ${branches} b on b.id = d.branch_id
    where d.tenant_id = ${tenantId} and b.company_id = ${companyId}
      and d.due_date >= ${start} and d.due_date < ${end} and d.status <> 'approved') as open`)
  if (open.rows[0]?.open) return
  await db.insert(complianceCertificates).values({ tenantId, companyId, year, month }).onConflictDoNothing()
}
