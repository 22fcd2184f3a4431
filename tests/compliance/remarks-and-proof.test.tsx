import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { aDueItem, admin, anEvent, complianceLookups, withTrail } from './fixtures'

const REASON =
  'The register for Bhiwandi is missing the signature page and the November wage sheet; please upload both and resubmit before the 30th.'
const file = (id: number, name: string, at: string) => ({
  id,
  name,
  mime: 'application/pdf',
  size: 2048,
  uploaded_at: at,
  uploaded_by: null,
})

/** Submitted on the 20th, rejected on the 21st (the reason), a remark on the 22nd, resubmitted on the 24th with new proof. */
const trail = [
  anEvent({
    id: 1,
    at: '2026-11-20T10:00:00.000Z',
    from_status: 'due',
    to_status: 'submitted',
    remark: 'November registers uploaded (v1)',
    by: { id: 7, name: 'Ravi Owner' },
  }),
  anEvent({ id: 2, at: '2026-11-21T10:00:00.000Z', from_status: 'submitted', to_status: 'rejected', remark: REASON }),
  anEvent({
    id: 3,
    at: '2026-11-22T10:00:00.000Z',
    remark: 'Signature page scanned, uploading tomorrow',
    by: { id: 7, name: 'Ravi Owner' },
  }),
]
const rejected = aDueItem({
  status: 'rejected',
  data_status: 'rejected',
  ...withTrail(trail),
  proof: [file(5, 'proof1.pdf', '2026-11-20T09:00:00.000Z')],
})
const resubmitted = aDueItem({
  status: 'submitted',
  data_status: 'submitted',
  ...withTrail([
    ...trail,
    anEvent({
      id: 4,
      at: '2026-11-24T10:00:00.000Z',
      from_status: 'rejected',
      to_status: 'submitted',
      remark: 'v2',
      by: { id: 7, name: 'Ravi Owner' },
    }),
  ]),
  proof: [file(5, 'proof1.pdf', '2026-11-20T09:00:00.000Z'), file(6, 'proof2-signed.pdf', '2026-11-24T09:00:00.000Z')],
})

/** Issue 19 items 6 and 18: rows stay one line; the reason for a rejection and the latest remark are in view; proof by submission. */
describe('Remarks and proof on the rows', () => {
  test('a rejected row shows its reason beside the status and its latest remark, each on one line, all remarks on demand', async () => {
    server.use(
      ...complianceLookups,
      onApi.get('compliance/due', () => HttpResponse.json(paged([rejected]))),
    )
    await renderApp('/due-compliance', { as: admin })
    const reason = await screen.findByRole('button', { name: /^The register for Bhiwandi is missing/ })
    const row = reason.closest('tr')!
    const cells = within(row).getAllByRole('cell')
    // The status column, second of the row: in view at 1366 px, never off to the right.
    expect(cells[1]).toContainElement(reason)
    expect(await within(cells[1]!).findByText('Rejected')).toBeInTheDocument()
    expect(reason).toHaveClass('truncate')
    expect(
      within(cells[4]!).getByRole('button', { name: /^Ravi Owner: Signature page scanned, uploading tomorrow \(3 remarks: show all\)$/ }),
    ).toHaveClass('truncate')
    // The whole text, on demand, with the rejection marked.
    const user = userEvent.setup()
    await user.click(reason)
    const all = await screen.findByRole('dialog', { name: 'Remarks on MH-PT-01 due 2026-11-30' })
    const items = within(all).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Signature page scanned'),
      expect.stringMatching(/Meera Approver · .* · Rejected.*The register for Bhiwandi/),
      expect.stringContaining('November registers uploaded (v1)'),
    ])
    expect(within(all).getByText(REASON)).toBeInTheDocument()
  })

  test('a row names its branch and the kind of item it is (its category, as SCREENS.md lists it)', async () => {
    server.use(
      ...complianceLookups,
      onApi.get('compliance/due', () => HttpResponse.json(paged([rejected]))),
    )
    await renderApp('/due-compliance', { as: admin })
    const table = await screen.findByRole('table')
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    const row = (await within(table).findByText('Pune Plant')).closest('tr')!
    const cells = within(row).getAllByRole('cell')
    expect(cells[headers.findIndex((h) => h?.startsWith('Category'))]).toHaveTextContent('Return')
    expect(headers.findIndex((h) => h?.startsWith('Branch'))).toBeLessThan(headers.findIndex((h) => h?.startsWith('Latest remark')))
  })

  test("a resubmission lists the rejected submission's proof apart, marked with its date", async () => {
    server.use(
      ...complianceLookups,
      onApi.get('compliance/data', () => HttpResponse.json(paged([resubmitted]))),
    )
    await renderApp('/status', { as: admin })
    const proof = await screen.findByRole('button', { name: /^proof2-signed\.pdf · 1 from a rejected submission \(2 files: show all\)$/ })
    const user = userEvent.setup()
    await user.click(proof)
    const all = await screen.findByRole('dialog', { name: 'Proof of MH-PT-01 due 2026-11-30' })
    const current = within(all).getByRole('region', { name: /^Submitted 24-11-2026 .*, awaiting approval$/ })
    expect(within(current).getByRole('button', { name: 'Download proof2-signed.pdf' })).toBeInTheDocument()
    const earlier = within(all).getByRole('region', { name: /^Rejected submission of 20-11-2026 / })
    expect(within(earlier).getByRole('button', { name: 'Download proof1.pdf (rejected submission)' })).toBeInTheDocument()
    expect(within(current).queryByText('proof1.pdf')).not.toBeInTheDocument()
  })
})
