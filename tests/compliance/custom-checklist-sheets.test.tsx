import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { CustomField } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { aCustomItem, admin, complianceLookups } from './fixtures'

const auditPoint: CustomField = {
  id: 3,
  module: 'compliance_custom',
  name: 'Audit point',
  key: 'audit_point',
  type: 'text',
  options: [],
  required: false,
  created_at: '2025-04-01T00:00:00.000Z',
  updated_at: '2025-04-01T00:00:00.000Z',
}
const fields = onApi.get('settings/custom-fields', ({ request }) =>
  HttpResponse.json(paged(new URL(request.url).searchParams.get('module') === 'compliance_custom' ? [auditPoint] : [])),
)

describe('Custom Checklist spreadsheets and custom fields', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  test("the tenant's field is a column; upload lists every row error; export takes the list's filters", async () => {
    let exportQuery: URLSearchParams | null = null
    server.use(
      ...complianceLookups,
      fields,
      onApi.get('compliance/custom', () => HttpResponse.json(paged([aCustomItem({ custom: { audit_point: 'AP-7' } })]))),
      onApi.post('compliance/custom/bulk-upload', () =>
        HttpResponse.json({ message: ['Row 3, column Due day: Day must be at most 31'] }, { status: 400 }),
      ),
      onApi.get('compliance/custom/custom-data/export', ({ request }) => {
        exportQuery = new URL(request.url).searchParams
        return new HttpResponse('xlsx bytes', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="custom-checklist-2026-02-01.xlsx"',
          },
        })
      }),
    )
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    // jsdom's Blob cannot back a fetch Response, which msw builds for an XHR blob answer.
    vi.stubGlobal('Blob', (await new Response('').blob()).constructor)
    URL.createObjectURL = vi.fn(() => 'blob:export')
    URL.revokeObjectURL = vi.fn()

    await renderApp('/custom-checklist?frequency=monthly', { as: admin })
    const row = (await screen.findByRole('cell', { name: 'OWN-01' })).closest('tr')!
    expect(screen.getByRole('columnheader', { name: /^Audit point/ })).toBeInTheDocument()
    expect(within(row).getByRole('cell', { name: 'AP-7' })).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Bulk upload' }))
    const dialog = await screen.findByRole('dialog', { name: /^Bulk upload/ })
    const file = new File(['xlsx bytes'], 'items.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file)
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    const problems = await within(dialog).findByRole('list', { name: 'Upload problems' })
    expect(within(problems).getByText('Row 3, column Due day: Day must be at most 31')).toBeInTheDocument()
    await user.click(within(dialog).getAllByRole('button', { name: /^(Cancel|Close)$/ })[0]!)

    await user.click(screen.getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(saved).toEqual(['custom-checklist-2026-02-01.xlsx']))
    expect(exportQuery!.get('frequency')).toBe('monthly')
  })
})
