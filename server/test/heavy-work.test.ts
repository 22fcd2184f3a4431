/**
 * Issue 19, item 24: the server keeps answering while uploads, bulk updates and exports
 * run. A 49,000-row tracker upload used to hold the event loop for seconds (its per-row
 * checks never gave it back), so /health and everyone else's requests waited.
 *
 * What is asserted, and why it cannot flake on a busy machine: `loopHold` (kit/event-loop.ts)
 * measures the longest stretch between two turns of the event loop in CPU time of the
 * main thread, which other processes' load does not lengthen (a thread waiting for a
 * core uses none). But it does follow the core's speed: the sliced work holds about
 * 10–25 ms on the machines this was written on (one 10 ms slice, or one batch's insert
 * statement or GC pause) and 39–63 ms on a machine of the same kind with a CPU 2–3×
 * slower (session s36). The bound, 80 ms, stays under the 100 ms other requests may
 * wait; before the fix the same uploads held the loop for 100 ms (a 10,000-row upload,
 * per 1,000-row batch) to 800 ms (49,000 refused rows) on the faster machines, so more
 * on a slower one: the bound still catches them.
 * The tracker uploads are held to a tighter bound, SLICED_HOLD_MS: their path holds the
 * loop only for a slice, a batch's statement or a scavenge, 13–24 ms on session s37's machine
 * (the slower kind) for the refused file, which comes first in the process and so pays its
 * cold starts too. It held 42–53 ms there before the statutory facts' first parse, ~300
 * rows through their schemas in one stretch, was sliced (facts-store.ts).
 * Meanwhile /health is asked again and again: every answer must be a 200, and at least
 * one must arrive while the upload runs. Wall times are not asserted.
 */
import { PassThrough } from 'node:stream'
import { sql } from 'drizzle-orm'
import { INPUT_REGISTERS } from '@ihrc/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { UPLOAD_BUSY, uploadsRunning } from '../src/lib/upload-slots'
import type { TestContext } from './helpers'
import { loopHold } from './kit/event-loop'
import { sheetFile } from './kit/sheet-file'
import { createBranch, twoTenants, type Org } from './organisation/fixtures'
import { multipartFile } from './organisation/xlsx-helpers'
import { attendanceRow, upload as registerUpload, type Row } from './registers/fixtures'

/** The most main-thread CPU time the event loop may be held for at a stretch, in ms (see above). */
const HOLD_BOUND_MS = 80
/** The same for the tracker uploads, whose every stretch is sliced (see above). */
const SLICED_HOLD_MS = 36
const REGISTRATIONS = 1000

let t: TestContext, org: Org, other: Org
beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  await t.db.execute(sql`insert into pf_setups (tenant_id, company_id, pf_code)
    select ${org.tenantId}::int, ${org.companyId}::int, 'MHBAN' || lpad(g::text, 10, '0') from generate_series(1, ${REGISTRATIONS}::int) g`)
})
afterAll(() => t.close())

const PF_HEADERS = ['PF code', 'Period', 'Payment date', 'Total challan amount']
/** PF payments from the `from`-th on: the i-th is registration i mod 1000's, months from April 2021 on. */
function* payments(count: number, from = 0): Generator<unknown[]> {
  for (let i = from; i < from + count; i++) {
    const m = 2021 * 12 + 3 + Math.floor(i / REGISTRATIONS)
    const period = `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`
    yield [`MHBAN${String((i % REGISTRATIONS) + 1).padStart(10, '0')}`, period, `${period}-14`, 120000]
  }
}

/** `work` while /health is asked back to back; the loop's longest hold and every health status seen meanwhile. */
async function underWatch<T>(work: () => Promise<T>) {
  let running = true
  const statuses: number[] = []
  const poller = (async () => {
    while (running) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/ihrc-api/health' })).statusCode)
      // A client on the network comes back in a later turn of the loop; an injected call whose
      // answer needs no I/O (health's answer is kept for a second) does not, and this loop
      // would hold the event loop itself.
      await new Promise((resolve) => setImmediate(resolve))
    }
  })()
  const held = await loopHold(async () => {
    try {
      return await work()
    } finally {
      running = false
    }
  })
  await poller
  return { ...held, statuses }
}

const upload = (caller: Org, path: string, file: Buffer) => caller.call('POST', path, ...multipartFile(file, 'upload.xlsx'))

describe('heavy work leaves the event loop free', () => {
  it('a 49,000-row tracker upload whose every row is refused', { timeout: 180_000 }, async () => {
    const file = await sheetFile(
      PF_HEADERS,
      (function* () {
        for (let i = 0; i < 49_000; i++) yield ['MHBAN0000000001', '2021-04', '2021-04-14', 120000]
      })(),
    )
    const { result, longestMs, statuses } = await underWatch(() => upload(org, '/pf-tracker/bulk-upload', file))
    expect(result.statusCode, result.body).toBe(400)
    expect(result.json().message).toContain('…and 47999 more errors')
    expect(statuses.length).toBeGreaterThan(0)
    expect(statuses.every((s) => s === 200)).toBe(true)
    expect(longestMs).toBeLessThan(SLICED_HOLD_MS)
  })

  it('a 10,000-row tracker upload that is written, and the export of its rows', { timeout: 180_000 }, async () => {
    const file = await sheetFile(PF_HEADERS, payments(10_000))
    const uploaded = await underWatch(() => upload(org, '/pf-tracker/bulk-upload', file))
    expect(uploaded.result.statusCode, uploaded.result.body).toBe(200)
    expect(uploaded.result.json().data.created).toBe(10_000)
    expect(uploaded.statuses.length).toBeGreaterThan(0)
    expect(uploaded.statuses.every((s) => s === 200)).toBe(true)
    expect(uploaded.longestMs).toBeLessThan(SLICED_HOLD_MS)

    const exported = await underWatch(() => org.call('GET', '/pf-tracker/export-all'))
    expect(exported.result.statusCode).toBe(200)
    expect(exported.result.rawPayload.length).toBeGreaterThan(100_000)
    expect(exported.statuses.every((s) => s === 200)).toBe(true)
    expect(exported.longestMs).toBeLessThan(HOLD_BOUND_MS)
  })

  it('a 49,000-row due-items bulk update whose every row is refused', { timeout: 180_000 }, async () => {
    const file = await sheetFile(
      ['ID', 'Complied on', 'Remark'],
      (function* () {
        for (let i = 0; i < 49_000; i++) yield ['x', '2024-13-45', 'r']
      })(),
    )
    const { result, longestMs, statuses } = await underWatch(() => upload(org, '/compliance/data/bulk-update', file))
    expect(result.statusCode, result.body).toBe(400)
    expect(statuses.length).toBeGreaterThan(0)
    expect(statuses.every((s) => s === 200)).toBe(true)
    expect(longestMs).toBeLessThan(HOLD_BOUND_MS)
  })
})

describe('register uploads leave the event loop free', () => {
  // Issue 26: a 5,000-row register upload was read and checked on the main thread (one
  // stretch of schema checks) and held /health for 1.2–2.5 s on a busy machine.
  const fields = Object.entries(INPUT_REGISTERS.attendance.fields)
  const attendance = (rows: Row[]) =>
    sheetFile(
      fields.map(([, f]) => f.label),
      rows.map((r) => fields.map(([k]) => r[k] ?? null)),
    )
  const month = '2026-03'

  it('5,000 rows of attendance, written', { timeout: 180_000 }, async () => {
    const branchId = await createBranch(org, { name: 'Loop Plant' })
    const file = await attendance(Array.from({ length: 5000 }, (_, i) => attendanceRow(i, month)))
    const { result, longestMs, statuses } = await underWatch(() =>
      registerUpload(org.call, 'attendance', file, { branch_id: branchId, month }),
    )
    expect(result.statusCode, result.body).toBe(201)
    expect(result.json().data.upload.rows).toBe(5000)
    expect(statuses.length).toBeGreaterThan(0)
    expect(statuses.every((s) => s === 200)).toBe(true)
    expect(longestMs).toBeLessThan(HOLD_BOUND_MS)
  })

  it('5,000 rows of attendance, every one refused', { timeout: 180_000 }, async () => {
    const branchId = await createBranch(org, { name: 'Loop Annex' })
    const file = await attendance(Array.from({ length: 5000 }, (_, i) => ({ ...attendanceRow(i, month), day_01: 'X' })))
    const { result, longestMs, statuses } = await underWatch(() =>
      registerUpload(org.call, 'attendance', file, { branch_id: branchId, month }),
    )
    expect(result.statusCode, result.body).toBe(400)
    expect(result.json().message).toContain('…and 4000 more errors')
    expect(statuses.every((s) => s === 200)).toBe(true)
    expect(longestMs).toBeLessThan(HOLD_BOUND_MS)
  })
})

describe('one upload per tenant at a time', () => {
  it(
    "answers a tenant's second upload 429 while its first runs, not another tenant's, and takes uploads again after",
    { timeout: 120_000 },
    async () => {
      const notAWorkbook = multipartFile(Buffer.from('plain text, not a workbook'), 'note.xlsx')
      // The first upload's body arrives slowly: it holds the slot until the body ends.
      const [body, options] = multipartFile(await sheetFile(PF_HEADERS, payments(3, 20_000)), 'first.xlsx')
      const slow = new PassThrough()
      slow.write(body.subarray(0, 100))
      expect(uploadsRunning(t.app, org.tenantId)).toBe(0)
      const first = org.call('POST', '/pf-tracker/bulk-upload', slow, options)
      // It takes the slot once its caller is authenticated (a query), which a busy machine
      // delays: wait until the server counts it (no other upload of the tenant runs). No
      // other upload is sent meanwhile: one sent alongside may be authenticated first and
      // take the slot, and the first is then refused 429.
      let firstEnded = false
      void first.then(
        () => (firstEnded = true),
        () => (firstEnded = true),
      )
      await vi.waitFor(
        () => {
          if (!firstEnded) expect(uploadsRunning(t.app, org.tenantId)).toBe(1)
        },
        { timeout: 60_000, interval: 20 },
      )
      if (firstEnded) {
        const ended = await first
        expect.fail(`the first upload ended before it held the slot: ${ended.statusCode} ${ended.body}`)
      }

      // While it runs, its tenant's second upload is refused at once.
      const second = await org.call('POST', '/pf-tracker/bulk-upload', ...notAWorkbook)
      expect(second.statusCode).toBe(429)
      expect(second.json()).toEqual({ message: UPLOAD_BUSY })
      expect(second.headers['retry-after']).toBe('10')
      // The same tenant's other upload routes share the slot; another tenant's upload is served.
      expect((await org.call('POST', '/branch/bulk-upload', ...notAWorkbook)).statusCode).toBe(429)
      expect((await org.call('POST', '/compliance/data/bulk-update', ...notAWorkbook)).statusCode).toBe(429)
      expect((await org.call('POST', `/registers/input/${INPUT_REGISTERS.salary.stem}`, ...notAWorkbook)).statusCode).toBe(429)
      expect((await other.call('POST', '/pf-tracker/bulk-upload', ...notAWorkbook)).statusCode).toBe(415)

      slow.end(body.subarray(100))
      const done = await first
      expect(done.statusCode, done.body).toBe(200)
      expect(done.json().data.created).toBe(3)
      expect((await org.call('POST', '/pf-tracker/bulk-upload', ...notAWorkbook)).statusCode).toBe(415)
    },
  )
})
