/**
 * Input registers through HTTP: the templates, all-or-nothing uploads with every fault
 * named by row and column, replacing a month only once confirmed (never doubling it, the
 * replaced upload kept in the audit trail), and who may see what.
 */
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAY_KEYS, INPUT_KINDS, INPUT_REGISTERS } from '@ihrc/contract'
import { registerRows, registerUploads } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { caller, createBranch, twoTenants, type Org } from '../organisation/fixtures'
import { readWorkbook } from '../organisation/xlsx-helpers'
import { attendanceRow, filledTemplate, leaveRow, salaryRow, upload, uploaded, type Row } from './fixtures'

let t: TestContext
let org: Org
let other: Org
let branchId: number
let otherBranchId: number

beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  branchId = await createBranch(org, { name: 'Pune Plant' })
  otherBranchId = await createBranch(other, { name: 'Globex Plant' })
})
afterAll(() => t.close())

async function rowsStored(kind?: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(registerRows)
    .innerJoin(registerUploads, eq(registerUploads.id, registerRows.uploadId))
    .where(and(eq(registerRows.tenantId, org.tenantId), kind ? eq(registerUploads.kind, kind as never) : undefined))
  return row!.n
}

const salaries = (n: number, month = '2026-03') => Array.from({ length: n }, (_, i) => salaryRow(i, month))

describe('templates', () => {
  it.each(INPUT_KINDS)('%s: a header per field, dropdowns for codes and choices, and an Instructions sheet', async (kind) => {
    const res = await org.call('GET', `/registers/input/${INPUT_REGISTERS[kind].stem}/template`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    const wb = await readWorkbook(res.rawPayload)
    const headers = (wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1)
    expect(headers).toEqual(Object.values(INPUT_REGISTERS[kind].fields).map((f) => f.label))
    const help = wb.getWorksheet('Instructions')!
    const text = help.getSheetValues().flat().join(' ')
    expect(text).toContain('Row N, column X')
    if (kind === 'attendance') expect(text).toContain('WO (Weekly off)')
  })
})

describe('uploads', () => {
  it('stores a month of salaries and lists the upload with its branch, month and row count', async () => {
    const res = await upload(org.call, 'salary', await filledTemplate(org.call, 'salary', salaries(20)), {
      branch_id: branchId,
      month: '2026-03',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().message).toBe('Uploaded 20 rows of March 2026 for Pune Plant')
    const list = await org.call('GET', `/registers/input/salary?branch_id=${branchId}&month=2026-03`)
    expect(list.json().data).toMatchObject([
      { branch: { id: branchId, name: 'Pune Plant' }, month: '2026-03', rows: 20, status: 'current' },
    ])
    const rows = await org.call('GET', `/registers/input/salary/${res.json().data.upload.id}/rows?page_size=5`)
    expect(rows.json().meta.total).toBe(20)
    expect(rows.json().data[0]).toMatchObject({ row: 2, employee_code: 'E0001', values: { basic: 12000, net_pay: salaryRow(0).net_pay } })
  })

  it('asks before replacing a month: 409 saying how many rows go, and nothing changes', async () => {
    const before = await rowsStored('salary')
    const res = await upload(org.call, 'salary', await filledTemplate(org.call, 'salary', salaries(3)), {
      branch_id: branchId,
      month: '2026-03',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('March 2026 of Pune Plant already has 20 rows; uploading replaces them. Confirm to replace them.')
    expect(await rowsStored('salary')).toBe(before)
  })

  it('replaces the month once confirmed: never doubled, the old upload kept as replaced with its trail', async () => {
    const [old] = await t.db
      .select()
      .from(registerUploads)
      .where(and(eq(registerUploads.tenantId, org.tenantId), eq(registerUploads.kind, 'salary')))
    const res = await upload(org.call, 'salary', await filledTemplate(org.call, 'salary', salaries(12)), {
      branch_id: branchId,
      month: '2026-03',
      replace: true,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ data: { replaced: 20 }, message: 'Replaced 20 rows with 12 rows of March 2026 for Pune Plant' })
    expect(await rowsStored('salary')).toBe(12)
    const list = await org.call('GET', `/registers/input/salary?branch_id=${branchId}`)
    expect(list.json().data.map((u: { rows: number; status: string }) => [u.rows, u.status])).toEqual([
      [12, 'current'],
      [20, 'replaced'],
    ])
    const trail = await org.call('GET', `/registers/input/salary/${old!.id}/history`)
    expect(trail.json().data[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'status', before: 'current', after: 'replaced' }],
      remark: expect.stringContaining('12 rows'),
    })
    const gone = await org.call('GET', `/registers/input/salary/${old!.id}/rows`)
    expect(gone.json()).toMatchObject({ data: [], meta: { total: 0 } })
  })

  it('keeps months and kinds apart: another month and the attendance of the same month are their own uploads', async () => {
    await uploaded(org.call, 'salary', salaries(4, '2026-04'), { branch_id: branchId, month: '2026-04' })
    await uploaded(org.call, 'attendance', [attendanceRow(0, '2026-03'), attendanceRow(1, '2026-03')], {
      branch_id: branchId,
      month: '2026-03',
    })
    expect(await rowsStored('salary')).toBe(16)
    expect(await rowsStored('attendance')).toBe(2)
  })
})

describe('a bad row writes nothing and names its row and column', () => {
  const month = '2026-02'
  const cases: [string, (rows: Row[]) => void, string][] = [
    [
      'first row, a missing employee code',
      (r) => (r[0]!.employee_code = undefined),
      'Row 2, column Employee code: Employee code is required',
    ],
    ['middle row, a negative amount', (r) => (r[4]!.hra = -5), 'Row 6, column HRA: HRA cannot be negative'],
    [
      'last row, net pay that is not earnings less deductions',
      (r) => (r[9]!.net_pay = Number(r[9]!.net_pay) + 1),
      `Row 11, column Net pay: Net pay must be the earnings`,
    ],
    ['a repeated employee code', (r) => (r[7]!.employee_code = 'E0002'), 'Row 9, column Employee code: E0002 is already in row 3'],
    [
      'an exit outside the month',
      (r) => (r[3]!.date_of_exit = '2026-03-01'),
      'Row 5, column Date of exit: Date of exit must be inside February 2026 (2026-02-01 to 2026-02-28)',
    ],
    [
      'a payment before the month',
      (r) => (r[2]!.payment_date = '2026-01-31'),
      'Row 4, column Date of payment: Date of payment cannot be before February 2026',
    ],
    [
      'a category not in the list',
      (r) => (r[1]!.category = 'Expert'),
      'Row 3, column Category: Choose one of: Highly skilled, Skilled, Semi-skilled, Unskilled',
    ],
    [
      'a recovery without its amount',
      (r) => (r[0]!.recovery_amount = undefined),
      'Row 2, column Recovery amount: Enter the amount of the recovery',
    ],
  ]
  it.each(cases)('%s', async (_name, spoil, message) => {
    const rows = salaries(10, month)
    spoil(rows)
    const before = await rowsStored()
    const res = await upload(org.call, 'salary', await filledTemplate(org.call, 'salary', rows), { branch_id: branchId, month })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual(expect.arrayContaining([expect.stringContaining(message)]))
    expect(await rowsStored()).toBe(before)
    const list = await org.call('GET', `/registers/input/salary?branch_id=${branchId}&month=${month}`)
    expect(list.json().data).toEqual([])
  })

  it('a fault past the first thousand rows (a later batch of the parse) still writes nothing', async () => {
    const rows = salaries(2500, month)
    rows[2400]!.employee_code = rows[3]!.employee_code
    const before = await rowsStored()
    const res = await upload(org.call, 'salary', await filledTemplate(org.call, 'salary', rows), { branch_id: branchId, month })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual([
      `Row 2402, column Employee code: ${rows[3]!.employee_code} is already in row 5: an employee once per branch and month`,
    ])
    expect(await rowsStored()).toBe(before)
  })

  it('lists every fault of every row at once', async () => {
    const rows = salaries(10, month)
    rows[0]!.hra = -1
    rows[0]!.basic = 'lots'
    rows[9]!.employee_name = undefined
    const res = await upload(org.call, 'salary', await filledTemplate(org.call, 'salary', rows), { branch_id: branchId, month })
    expect(res.json().message).toEqual(
      expect.arrayContaining([
        'Row 2, column HRA: HRA cannot be negative',
        'Row 2, column Basic: Basic must be a number',
        'Row 11, column Employee name: Employee name is required',
      ]),
    )
  })

  it('attendance: a code for every day of the month, none past its end, from the fixed list', async () => {
    const rows = [attendanceRow(0, '2026-04'), attendanceRow(1, '2026-04'), attendanceRow(2, '2026-04')]
    rows[0]![DAY_KEYS[30]!] = 'P'
    rows[1]![DAY_KEYS[13]!] = undefined
    rows[2]![DAY_KEYS[2]!] = 'X'
    const res = await upload(org.call, 'attendance', await filledTemplate(org.call, 'attendance', rows), {
      branch_id: branchId,
      month: '2026-04',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual([
      'Row 2, column Day 31: April 2026 has 30 days: leave Day 31 empty',
      'Row 3, column Day 14: Enter an attendance code: P, A, L, WO, H',
      'Row 4, column Day 3: Enter an attendance code: P, A, L, WO, H',
    ])
  })

  it('leave: nothing availed beyond its balance, halves allowed, leave dates inside the month', async () => {
    const rows = [leaveRow(0), leaveRow(1), leaveRow(2)]
    rows[0]!.el_availed = 99
    rows[1]!.cl_credited = 0.3
    rows[2]!.leave_from = '2026-05-01'
    const res = await upload(org.call, 'leave', await filledTemplate(org.call, 'leave', rows), { branch_id: branchId, month: '2026-04' })
    expect(res.json().message).toEqual([
      'Row 2, column Earned leave availed: Earned leave availed is more than the balance (11.5 days)',
      'Row 3, column Casual leave credited: Casual leave credited must be whole or half days',
      'Row 4, column Leave from: Leave from must be inside April 2026 (2026-04-01 to 2026-04-30)',
    ])
  })

  it('bonus and maternity: net is gross less deductions; benefit is days times the average daily wage', async () => {
    const bonus = await upload(
      org.call,
      'bonus',
      await filledTemplate(org.call, 'bonus', [
        { employee_code: 'E1', employee_name: 'A', gross_bonus: 8000, interim_bonus: 2000, net_bonus: 5000 },
      ]),
      { branch_id: branchId, month: '2026-04' },
    )
    expect(bonus.json().message).toEqual([
      'Row 2, column Net bonus paid: Net bonus must be the gross bonus less the interim bonus and other deductions, that is ₹6000.00',
    ])
    const maternity = await upload(
      org.call,
      'maternity',
      await filledTemplate(org.call, 'maternity', [
        {
          employee_code: 'E1',
          employee_name: 'A',
          leave_from: '2026-04-01',
          leave_to: '2026-04-30',
          leave_days: 29,
          average_daily_wage: 500,
          benefit_paid: 15000,
        },
      ]),
      { branch_id: branchId, month: '2026-04' },
    )
    expect(maternity.json().message).toEqual([
      'Row 2, column Leave days in the month: Leave days must be 30, the days from leave from to leave to',
      'Row 2, column Maternity benefit paid: Maternity benefit must be the leave days times the average daily wage, that is ₹14500.00',
    ])
  })

  it('a file that is no workbook, or a month or branch that is wrong, is refused before any row', async () => {
    const notXlsx = await upload(org.call, 'salary', Buffer.from('name,code\n'), { branch_id: branchId, month: '2026-03' })
    expect(notXlsx.statusCode).toBe(415)
    const file = await filledTemplate(org.call, 'salary', salaries(1))
    const badMonth = await upload(org.call, 'salary', file, { branch_id: branchId, month: '2026-13' })
    expect(badMonth.json()).toEqual({ message: { month: ['Enter the month as YYYY-MM'] } })
    const theirs = await upload(org.call, 'salary', file, { branch_id: otherBranchId, month: '2026-03' })
    expect(theirs.json()).toEqual({ message: { branch_id: ['Choose a branch you can see'] } })
  })
})

describe('who may see and upload', () => {
  it("answers 404 for another tenant's uploads, their rows and trail", async () => {
    const theirs = await uploaded(other.call, 'salary', salaries(2), { branch_id: otherBranchId, month: '2026-03' })
    for (const url of [
      `/registers/input/salary/${theirs.id}`,
      `/registers/input/salary/${theirs.id}/rows`,
      `/registers/input/salary/${theirs.id}/history`,
    ]) {
      expect((await org.call('GET', url)).statusCode, url).toBe(404)
    }
    const list = await org.call('GET', '/registers/input/salary')
    expect(list.json().data.every((u: { branch: { id: number } }) => u.branch.id !== otherBranchId)).toBe(true)
  })

  it("answers a kind's upload of the wrong kind's id with 404", async () => {
    const [salary] = await t.db
      .select()
      .from(registerUploads)
      .where(and(eq(registerUploads.tenantId, org.tenantId), eq(registerUploads.kind, 'salary')))
    expect((await org.call('GET', `/registers/input/attendance/${salary!.id}`)).statusCode).toBe(404)
  })

  it('refuses a user without the menu (403, nothing written) and shows a branch-limited user only their branches', async () => {
    const clerk = await t.createUser(org.tenantId, { permissions: ['registers.input_attendance:create'] })
    const file = await filledTemplate(org.call, 'salary', salaries(1))
    const before = await rowsStored()
    const refused = await upload(caller(t, clerk), 'salary', file, { branch_id: branchId, month: '2026-01' })
    expect(refused.statusCode).toBe(403)
    expect(await rowsStored()).toBe(before)

    const elsewhere = await createBranch(org, { name: 'Chakan Plant' })
    const limited = await t.createUser(org.tenantId, { permissions: ['registers.input_salary:create'], branchIds: [elsewhere] })
    const call = caller(t, limited)
    expect((await call('GET', '/registers/input/salary')).json().data).toEqual([])
    const outside = await upload(call, 'salary', file, { branch_id: branchId, month: '2026-01' })
    expect(outside.json()).toEqual({ message: { branch_id: ['Choose a branch you can see'] } })
    const inside = await upload(call, 'salary', file, { branch_id: elsewhere, month: '2026-01' })
    expect(inside.statusCode).toBe(201)
  })
})
