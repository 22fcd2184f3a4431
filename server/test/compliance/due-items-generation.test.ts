/**
 * Due-item generation on a fixed clock: 12 months ahead, idempotent, kept ahead as the
 * clock moves; statutory items take their due dates from the statutory rules; overdue
 * and delay are derived from the dates, never stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../src/lib/civil-date'
import { businessToday, type DueItem } from '@ihrc/contract'
import { eq, sql } from 'drizzle-orm'
import { complianceAssignments, dueItems } from '../../src/db/schema'
import { generateDueItems } from '../../src/modules/compliance/due-items/generate'
import { keepDueItemsAhead } from '../../src/modules/compliance/due-items/keep-ahead'
import { dataStatus, delayDays } from '../../src/modules/compliance/due-items/state-machine'
import { periodsToHold } from '../../src/modules/compliance/due-items/periods'
import { setupTestApp, type TestContext } from '../helpers'
import { workplace, type Workplace } from './due-items-fixtures'

let t: TestContext
let w: Workplace
beforeAll(async () => {
  t = await setupTestApp()
  w = await workplace(t)
})
afterAll(() => t.close())

const periodsOf = async (assignmentId: number) =>
  (await t.db.select().from(dueItems).where(eq(dueItems.assignmentId, assignmentId)).orderBy(dueItems.periodStart)).map((d) => [
    d.periodStart,
    d.dueDate,
  ])

describe('generation', () => {
  it('holds 12 months ahead, adds nothing when run twice, and adds exactly the new month when the clock moves a month', async () => {
    const { assignmentId } = await w.assign({}, '2025-11-10')
    const first = await periodsOf(assignmentId)
    // October is still due this month (15 November); the window runs to October 2026.
    expect(first).toHaveLength(13)
    expect(first[0]).toEqual(['2025-10-01', '2025-11-15'])
    expect(first.at(-1)).toEqual(['2026-10-01', '2026-11-15'])

    expect(await generateDueItems(t.db, { assignmentIds: [assignmentId] }, '2025-11-10')).toBe(0)
    expect(await generateDueItems(t.db, {}, '2025-12-01')).toBeGreaterThanOrEqual(1)
    expect(await generateDueItems(t.db, {}, '2025-12-01')).toBe(0)
    const later = await periodsOf(assignmentId)
    expect(later).toHaveLength(14)
    expect(later.at(-1)).toEqual(['2026-11-01', '2026-12-15'])
    const [assignment] = await t.db.select().from(complianceAssignments).where(eq(complianceAssignments.id, assignmentId))
    expect(assignment!.nextDueDate).toBe('2025-11-15')
  })

  it('a run that changes no next due date writes no assignment row (no dead row versions for readers to skip)', async () => {
    const { assignmentId } = await w.assign({}, '2025-11-10')
    const version = async () =>
      (
        await t.db.execute<{ xmin: string; next: string | null }>(
          sql`select xmin::text, next_due_date::text as next from compliance_assignments where id = ${assignmentId}`,
        )
      ).rows[0]!
    const before = await version()
    expect(await generateDueItems(t.db, { assignmentIds: [assignmentId] }, '2025-11-10')).toBe(0)
    expect(await version()).toEqual(before)
    // A changed date is still written: the first open item done, the next one's date takes its place.
    await t.db.execute(sql`update due_items set status = 'approved' where assignment_id = ${assignmentId} and due_date = ${before.next}`)
    await generateDueItems(t.db, { assignmentIds: [assignmentId] }, '2025-11-10')
    const after = await version()
    expect(after.next).not.toBe(before.next)
    expect(after.next! > before.next!).toBe(true)
  })

  it("a PF item's due dates come from the statutory rules (15th of the next month); an inactive assignment gets none", async () => {
    const { assignmentId } = await w.assign({ dueRule: { kind: 'statutory', scheme: 'pf' } }, '2025-11-10')
    const periods = await periodsOf(assignmentId)
    expect(periods.length).toBeGreaterThanOrEqual(12)
    expect(periods.find(([start]) => start === '2025-11-01')?.[1]).toBe('2025-12-15')

    const quiet = await w.assign({}, '2025-11-10')
    await t.db.delete(dueItems).where(eq(dueItems.assignmentId, quiet.assignmentId))
    await t.db.update(complianceAssignments).set({ active: false }).where(eq(complianceAssignments.id, quiet.assignmentId))
    await generateDueItems(t.db, { assignmentIds: [quiet.assignmentId] }, '2025-11-10')
    expect(await periodsOf(quiet.assignmentId)).toEqual([])
  })

  it('counts quarterly and yearly periods from the year start and fixed dates after the period end', () => {
    const base = { effectiveFrom: '2020-01-01', effectiveTo: null, stateId: null, assignedOn: '2025-11-10', yearStartMonth: 4 }
    const quarterly = periodsToHold(
      { ...base, frequency: 'quarterly', dueRule: { kind: 'days_after_period_end', days: 30 } },
      [],
      '2025-11-10',
    )
    // July–September fell due on 30 October, before this month: not held.
    expect(quarterly.map((p) => p.start)).toEqual(['2025-10-01', '2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01'])
    const yearly = periodsToHold({ ...base, frequency: 'yearly', dueRule: { kind: 'fixed_dates', dates: ['12-30'] } }, [], '2025-11-10')
    expect(yearly).toEqual([
      { start: '2024-04-01', end: '2025-03-31', due: '2025-12-30' },
      { start: '2025-04-01', end: '2026-03-31', due: '2026-12-30' },
      { start: '2026-04-01', end: '2027-03-31', due: '2027-12-30' },
    ])
    expect(
      periodsToHold({ ...base, frequency: 'one_time', dueRule: { kind: 'on_event', event: 'An accident' } }, [], '2025-11-10'),
    ).toEqual([])
  })
})

describe('overdue and delay', () => {
  it('are derived from the due date and the day asked (fixed clock)', () => {
    expect(dataStatus('due', '2025-11-15', '2025-11-15')).toBe('due')
    expect(dataStatus('due', '2025-11-15', '2025-11-16')).toBe('overdue')
    expect(dataStatus('rejected', '2025-11-15', '2025-11-16')).toBe('overdue')
    expect(dataStatus('submitted', '2025-11-15', '2025-12-30')).toBe('submitted')
    expect(delayDays({ status: 'due', dueDate: '2025-11-15', compliedOn: null }, '2025-11-20')).toBe(5)
    expect(delayDays({ status: 'approved', dueDate: '2025-11-15', compliedOn: '2025-11-14' }, '2025-12-20')).toBe(0)
    expect(delayDays({ status: 'approved', dueDate: '2025-11-15', compliedOn: '2025-11-17' }, '2025-12-20')).toBe(2)
  })

  it('the list filters on the derived status: data_status[]=overdue finds the item past its due date, due finds the one ahead', async () => {
    const today = businessToday()
    const { itemIds } = await w.assign({ proofRequired: false }, today)
    const [late, ahead] = itemIds
    expect((await w.call('PUT', `/compliance/data/update/${late}`, { due_date: addDays(today, -1) })).statusCode).toBe(200)
    expect((await w.call('PUT', `/compliance/data/update/${ahead}`, { due_date: addDays(today, 1) })).statusCode).toBe(200)
    const ids = async (query: string) =>
      ((await w.call('GET', `/compliance/data?page_size=200&${query}`)).json().data as DueItem[]).filter((i) => itemIds.includes(i.id))
    const overdue = await ids('data_status[]=overdue')
    expect(overdue.map((i) => i.id)).toContain(late)
    expect(overdue.map((i) => i.id)).not.toContain(ahead)
    expect(overdue.find((i) => i.id === late)).toMatchObject({ status: 'due', data_status: 'overdue', delay_days: 1 })
    expect((await ids('data_status=due')).map((i) => i.id)).toContain(ahead)
    expect((await ids('data_status=due')).map((i) => i.id)).not.toContain(late)
    const dueNow = ((await w.owner.call('GET', '/compliance/due?within_days=2&page_size=200')).json().data as DueItem[]).map((i) => i.id)
    expect(dueNow).toEqual(expect.arrayContaining([late, ahead]))
    expect((await w.call('GET', '/compliance/data?data_status[]=late')).statusCode).toBe(400)
  })
})

describe('the daily keep-ahead', () => {
  it('runs on one node at a time: while another holds the run it skips, then it adds what is missing', async () => {
    const { assignmentId } = await w.assign({}, '2025-11-10')
    const before = (await periodsOf(assignmentId)).length
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('due-items-keep-ahead'))`)
      expect(await keepDueItemsAhead(t.db, '2026-01-05')).toBeNull()
    })
    expect(await periodsOf(assignmentId)).toHaveLength(before)
    expect(await keepDueItemsAhead(t.db, '2026-01-05')).toBeGreaterThanOrEqual(2)
    expect((await periodsOf(assignmentId)).at(-1)).toEqual(['2026-12-01', '2027-01-15'])
  })
})
