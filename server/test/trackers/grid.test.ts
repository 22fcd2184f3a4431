/**
 * Missing and late at a glance: a family's registrations by the periods of a financial
 * year, from rows planted through the tracker routes, in a past year (every due date has
 * passed, whatever today is).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { cellsOf, missingPeriodId, type TrackerGrid, type TrackerMissingItem } from '@ihrc/contract'
import type { TestContext } from '../helpers'
import { csvOfWorkbook } from '../kit/libreoffice'
import { readWorkbook } from '../organisation/xlsx-helpers'
import { place, twoTenants, type Org } from '../organisation/fixtures'
import { createSetup, trackerBody } from './fixtures'

const MONTHS = [
  '2024-04',
  '2024-05',
  '2024-06',
  '2024-07',
  '2024-08',
  '2024-09',
  '2024-10',
  '2024-11',
  '2024-12',
  '2025-01',
  '2025-02',
  '2025-03',
]
/** PF falls due on the 15th of the next month. */
const dueOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01-15` : `${y}-${String(m + 1).padStart(2, '0')}-15`
}

let t: TestContext, org: Org, other: Org
let paid: { id: number; code: string }, none: { id: number; code: string }, foreign: { id: number; code: string }
beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  paid = await createSetup('pf', org, 1)
  none = await createSetup('pf', org, 2)
  foreign = await createSetup('pf', other, 3)
  for (const month of MONTHS) {
    if (month === '2024-09') continue // missing
    // June paid ten days late, on ₹1,00,000; the rest on their due dates.
    const late = month === '2024-06'
    const body = trackerBody('pf', paid.id, month, { payment_date: late ? '2024-07-25' : dueOf(month), total_challan_amount: 100000 })
    const res = await org.call('POST', '/pf-tracker', body)
    expect(res.statusCode, res.body).toBe(201)
  }
  const res = await other.call('POST', '/pf-tracker', trackerBody('pf', foreign.id, '2024-04', { payment_date: '2024-06-01' }))
  expect(res.statusCode, res.body).toBe(201)
}, 120_000)
afterAll(() => t.close())

const grid = async (query: string, who = org): Promise<TrackerGrid> => {
  const res = await who.call('GET', `/pf-tracker/grid?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

describe('PF grid', () => {
  it('marks each registration-month paid on time, paid late with its days, or missing; only the tenant’s registrations', async () => {
    const g = await grid('year=2024-25')
    expect(g.year).toBe('2024-25')
    expect(g.periods).toEqual(MONTHS)
    expect(g.rows.map((r) => r.code).sort()).toEqual([paid.code, none.code].sort())

    const row = g.rows.find((r) => r.code === paid.code)!
    const byMonth = Object.fromEntries(cellsOf(g, row).map((c) => [c.period, c]))
    expect(byMonth['2024-06']).toMatchObject({ status: 'late', due_date: '2024-07-15', delay_days: 10 })
    expect(byMonth['2024-09']).toMatchObject({ status: 'missing', due_date: '2024-10-15', row_id: null, exposure: null })
    const rest = cellsOf(g, row).filter((c) => c.period !== '2024-06' && c.period !== '2024-09')
    expect(rest.every((c) => c.status === 'on_time' && c.delay_days === 0 && c.exposure === null)).toBe(true)
    expect(g.rows.find((r) => r.code === none.code)!.cells.every((c) => c.status === 'missing')).toBe(true)

    // Ten days late on ₹1,00,000 in 2024: interest 12 % a year = ₹328.77 → ₹329; damages never above the arrears.
    const cost = byMonth['2024-06']!.exposure!
    expect(cost.interest).toBe(329)
    expect(cost.damages).toBeGreaterThan(0)
    expect(cost.damages).toBeLessThanOrEqual(100000)
    expect(g.totals).toEqual([
      { company_id: org.companyId, company_name: 'Acme Industries', interest: 329, damages: cost.damages, total: cost.total },
    ])
  })

  it('filters by status (registrations with such a cell) and by company', async () => {
    expect((await grid('year=2024-25&status=late')).rows.map((r) => r.code)).toEqual([paid.code])
    expect((await grid('year=2024-25&status=on_time')).rows.map((r) => r.code)).toEqual([paid.code])
    expect((await grid('year=2024-25&status=missing')).rows).toHaveLength(2)
    // Another tenant's company filters to nothing, never to its rows.
    expect((await grid(`year=2024-25&company_id=${other.companyId}`)).rows).toEqual([])
    expect((await grid('year=2024-25', other)).rows.map((r) => r.code)).toEqual([foreign.code])
  })

  it('a half-yearly LWF registration has cells only in its half-years; the months inside them are not periods', async () => {
    const lwf = await createSetup('lwf', org, 4)
    const res = await org.call('GET', '/lwf-tracker/grid?year=2024-25')
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data as TrackerGrid
    const shown = cellsOf(
      data,
      data.rows.find((r) => r.code === lwf.code)!,
    )
      .filter((c) => c.status !== 'not_levied')
      .map((c) => [c.period, c.status])
    // Maharashtra: July–December paid by 15 January, January–June by 15 July.
    expect(shown).toEqual([
      ['2024-07', 'missing'],
      ['2025-01', 'missing'],
    ])
  })

  it('a registration made mid-year owes nothing before the month it was registered in', async () => {
    const created = await createSetup('pf', org, 5)
    const res = await org.call('PUT', `/pfsetup/${created.id}`, {
      ...(await org.call('GET', `/pfsetup/${created.id}`)).json().data,
      registration_date: '2024-11-20',
    })
    expect(res.statusCode, res.body).toBe(200)
    const row = (await grid('year=2024-25')).rows.find((r) => r.code === created.code)!
    const statuses = row.cells.map((c) => c.status)
    expect(statuses.slice(0, 7)).toEqual(Array(7).fill('not_levied')) // April to October
    expect(statuses.slice(7)).toEqual(Array(5).fill('missing')) // November (the month registered) to March
  })

  it("a month's cell is paid by its main challan, whatever other challans the month has; without one, by its first row", async () => {
    const reg = await createSetup('pf', org, 4)
    // Its registration and rows go when it ends: the Missing and State tests below count the others'.
    onTestFinished(async () => {
      await t.db.execute(sql`delete from tracker_rows where pf_setup_id = ${reg.id}`)
      await t.db.execute(sql`delete from pf_setups where id = ${reg.id}`)
    })
    const add = async (month: string, challan: string, paymentDate: string) => {
      const res = await org.call(
        'POST',
        '/pf-tracker',
        trackerBody('pf', reg.id, month, { challan_type: challan, payment_date: paymentDate }),
      )
      expect(res.statusCode, res.body).toBe(201)
      return res.json().data.id as number
    }
    // April: the arrear row first, the main challan after it (paid late); May: a damage row, then an arrear row, no main.
    await add('2024-04', 'arrear', '2024-05-02')
    const main = await add('2024-04', 'main', '2024-05-20')
    const firstOfMay = await add('2024-05', 'damage', '2024-06-03')
    await add('2024-05', 'arrear', '2024-06-01')
    const g = await grid('year=2024-25')
    const cells = cellsOf(
      g,
      g.rows.find((r) => r.setup_id === reg.id)!,
    )
    expect(cells[0]).toMatchObject({ period: '2024-04', status: 'late', row_id: main, delay_days: 5 })
    expect(cells[1]).toMatchObject({ period: '2024-05', status: 'on_time', row_id: firstOfMay, delay_days: 0 })
    expect(cells[2]).toMatchObject({ period: '2024-06', status: 'missing', row_id: null })
  })

  it('a period paid before its year began is on time; one with no payment date is unpaid', async () => {
    const reg = await createSetup('pf', org, 6)
    onTestFinished(async () => {
      await t.db.execute(sql`delete from tracker_rows where pf_setup_id = ${reg.id}`)
      await t.db.execute(sql`delete from pf_setups where id = ${reg.id}`)
    })
    // The year's rows count days from 1 April: a payment in March is a negative day (and '-' a missing one).
    for (const [month, paymentDate] of [
      ['2024-04', '2024-03-28'],
      ['2024-05', null],
    ] as const) {
      const body = trackerBody('pf', reg.id, month, { payment_date: paymentDate, total_challan_amount: 100000 })
      const res = await org.call('POST', '/pf-tracker', body)
      expect(res.statusCode, res.body).toBe(201)
    }
    const row = (await grid('year=2024-25')).rows.find((r) => r.code === reg.code)!
    expect(row.cells.slice(0, 3).map((c) => c.status)).toEqual(['on_time', 'unpaid', 'missing'])
  })

  it('refuses a year not written 2025-26', async () => {
    expect((await org.call('GET', '/pf-tracker/grid?year=2024')).statusCode).toBe(400)
  })

  it('exports the grid as a workbook LibreOffice reads, with the same cells', async () => {
    const res = await org.call('GET', '/pf-tracker/grid/export?year=2024-25')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain('pf-tracker-grid-2024-25.xlsx')
    const lines = (await csvOfWorkbook(res.rawPayload)).trim().split('\n')
    const line = lines.find((l) => l.includes(paid.code))!
    expect(line).toContain('"Paid late, 10 d"')
    expect(line).toContain('Missing')
    expect(lines.some((l) => l.includes(foreign.code))).toBe(false)
  }, 120_000)
})

describe("the list's Missing periods (issue 19 item 15)", () => {
  const missing = async (query: string, who = org): Promise<{ data: TrackerMissingItem[]; meta: { total: number } }> => {
    const res = await who.call('GET', `/pf-tracker/missing?${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it("lists the grid's Missing cells, newest first, with the due date and the days overdue; paged", async () => {
    const page = await missing('year=2024-25&page_size=5')
    // Exactly the grid's Missing cells (the paying registration misses September, the other all twelve months).
    const g = await grid('year=2024-25')
    const cells = g.rows.flatMap((r) =>
      cellsOf(g, r)
        .filter((c) => c.status === 'missing')
        .map((c) => missingPeriodId(r.setup_id, c.period)),
    )
    expect(cells.length).toBeGreaterThanOrEqual(13)
    expect(page.meta.total).toBe(cells.length)
    expect((await missing('year=2024-25&page_size=100')).data.map((i) => i.id).sort()).toEqual(cells.sort())
    expect(page.data).toHaveLength(5)
    expect(page.data[0]!.period).toBe('2025-03')
    const september = (await missing(`year=2024-25&setup_id=${paid.id}`)).data
    expect(september).toEqual([
      expect.objectContaining({
        id: missingPeriodId(paid.id, '2024-09'),
        setup_id: paid.id,
        code: paid.code,
        company_name: 'Acme Industries',
        state_name: 'Maharashtra',
        period: '2024-09',
        due_date: '2024-10-15',
      }),
    ])
    expect(september[0]!.delay_days).toBeGreaterThan(365)
  })

  it('without a year: from the first period recorded to this year, nothing before it', async () => {
    const page = await missing('page_size=200')
    const all = page.data
    expect(all).toHaveLength(page.meta.total)
    expect(all.some((i) => i.id === missingPeriodId(paid.id, '2024-09'))).toBe(true)
    // The first row recorded is April 2024's: no period before it is missing.
    expect(all.every((i) => i.period >= '2024-04')).toBe(true)
    expect(all[0]!.period > all.at(-1)!.period).toBe(true)
  })

  it("takes the list's filters: month, company, state, search; another tenant's never", async () => {
    expect((await missing('month=2024-09')).data.map((i) => i.code).sort()).toEqual([paid.code, none.code].sort())
    expect((await missing(`month=2024-09&search=${none.code.slice(-4)}`)).data.map((i) => i.code)).toEqual([none.code])
    expect((await missing(`year=2024-25&company_id=${other.companyId}`)).data).toEqual([])
    const all = (await missing('year=2024-25')).meta.total
    expect((await missing(`year=2024-25&state_id=${org.stateId}`)).meta.total).toBe(all)
    const karnataka = await place(t, 'Karnataka', 'Bengaluru Rural')
    expect((await missing(`year=2024-25&state_id=${karnataka.stateId}`)).data).toEqual([])
    const theirs = await missing('year=2024-25', other)
    expect(theirs.data.every((i) => i.code === foreign.code)).toBe(true)
    expect((await org.call('GET', '/pf-tracker/missing?month=2024-13')).statusCode).toBe(400)
    // A sort key that is no column falls back to the period, even one every object has.
    for (const sort of ['__proto__', 'constructor', 'nonsense'])
      expect((await org.call('GET', `/pf-tracker/missing?year=2024-25&sort=${sort}`)).statusCode).toBe(200)
  })

  it('exports the same periods as the list shows', async () => {
    const listed = (await missing('year=2024-25&page_size=100')).data
    const res = await org.call('GET', '/pf-tracker/missing/export?year=2024-25')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/pf-tracker-missing-\d{4}-\d{2}-\d{2}\.xlsx/)
    const sheet = (await readWorkbook(res.rawPayload)).worksheets[0]!
    const header = sheet.getRow(3).values as unknown[]
    expect(header.slice(1)).toEqual(['Company', 'State', 'PF code', 'Period', 'Due date', 'Days overdue'])
    const rows: [unknown, unknown][] = []
    sheet.eachRow((row, n) => {
      if (n > 3) rows.push([row.getCell(3).value, row.getCell(4).value])
    })
    expect(rows).toEqual(listed.map((i) => [i.code, i.period]))
  })
})

describe("the list's State filter", () => {
  it('keeps the rows of registrations in that state', async () => {
    const inState = await org.call('GET', `/pf-tracker?state_id=${org.stateId}`)
    expect(inState.statusCode, inState.body).toBe(200)
    expect(inState.json().meta.total).toBe(11)
    const karnataka = await place(t, 'Karnataka', 'Bengaluru Rural')
    expect((await org.call('GET', `/pf-tracker?state_id=${karnataka.stateId}`)).json().meta.total).toBe(0)
  })
})
