/** Global Settings → Status Settings: defaults, the tenant's own labels and colours, isolation and the menu grant. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_STATUS_COLOURS, type StatusSetting } from '@ihrc/contract'
import type { TestContext } from '../helpers'
import { caller, type Org, twoTenants } from '../organisation/fixtures'

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t.close())

const PATH = '/settings/status'
const byStatus = (rows: StatusSetting[]): Record<string, StatusSetting> => Object.fromEntries(rows.map((r) => [r.status, r]))

describe('status settings', () => {
  it('answers every status with its default until the tenant chooses', async () => {
    const res = await org.call('GET', PATH)
    expect(res.statusCode).toBe(200)
    const rows = res.json().data
    expect(rows.map((r: { status: string }) => r.status)).toEqual([
      'due',
      'overdue',
      'submitted',
      'approved',
      'rejected',
      'complied_with_delay',
    ])
    expect(byStatus(rows).complied_with_delay).toEqual({
      status: 'complied_with_delay',
      label: 'Complied with delay',
      colour: DEFAULT_STATUS_COLOURS.complied_with_delay,
      is_default: true,
    })
  })

  it("saves the tenant's label and colour, leaves the others and never shows them to another tenant", async () => {
    const res = await org.call('PUT', PATH, { statuses: [{ status: 'overdue', label: 'Late', colour: '#FF0000' }] })
    expect(res.statusCode, res.body).toBe(200)
    expect(byStatus(res.json().data).overdue).toEqual({ status: 'overdue', label: 'Late', colour: '#ff0000', is_default: false })
    const again = await org.call('PUT', PATH, { statuses: [{ status: 'overdue', label: 'Past due', colour: '#aa0000' }] })
    expect(byStatus(again.json().data).overdue.label).toBe('Past due')
    expect(byStatus((await org.call('GET', PATH)).json().data).due.is_default).toBe(true)
    expect(byStatus((await other.call('GET', PATH)).json().data).overdue).toMatchObject({ label: 'Overdue', is_default: true })
  })

  it('refuses a bad colour, a blank label and a repeated status, changing nothing', async () => {
    const bad = await org.call('PUT', PATH, {
      statuses: [
        { status: 'due', label: ' ', colour: 'red' },
        { status: 'due', label: 'Open', colour: '#00ff00' },
      ],
    })
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json().message)).toContain('Colour must be written #rrggbb')
    expect(JSON.stringify(bad.json().message)).toContain('Label is required')
    const dup = await org.call('PUT', PATH, {
      statuses: [
        { status: 'due', label: 'Open', colour: '#00ff00' },
        { status: 'due', label: 'Open', colour: '#00ff00' },
      ],
    })
    expect(dup.statusCode).toBe(400)
    expect(byStatus((await org.call('GET', PATH)).json().data).due.is_default).toBe(true)
  })

  it('any signed-in user reads them; writing needs the Status Settings menu', async () => {
    const clerk = await t.createUser(org.tenantId, { type: 'user', permissions: [] })
    const call = caller(t, clerk)
    expect(byStatus((await call('GET', PATH)).json().data).overdue.label).toBe('Past due')
    const res = await call('PUT', PATH, { statuses: [{ status: 'due', label: 'Open', colour: '#00ff00' }] })
    expect(res.statusCode).toBe(403)
    expect(byStatus((await org.call('GET', PATH)).json().data).due.is_default).toBe(true)
    expect((await caller(t, null)('GET', PATH)).statusCode).toBe(401)
    const editor = await t.createUser(org.tenantId, { type: 'user', permissions: ['settings.status_settings:edit'] })
    expect((await caller(t, editor)('PUT', PATH, { statuses: [{ status: 'due', label: 'Open', colour: '#00ff00' }] })).statusCode).toBe(200)
  })
})
