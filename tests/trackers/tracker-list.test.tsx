import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { lookupHandlers } from '../company/handlers'
import { aPfRow, pfApi, editRequestHandlers } from './fixtures'

const admin = { type: 'admin' as const }
// A sortable header carries its sort mark after the name.
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↕↑↓]$/, ''))
const rowOf = async (text: string) => (await screen.findByRole('cell', { name: text })).closest('tr')!

describe('Remittance tracker list', () => {
  test('PF: its own columns, the delay in words (red when late) and the documents on file as "2/3 uploaded"', async () => {
    const api = pfApi()
    server.use(...api.handlers)
    await renderApp('/pf-tracker', { as: admin })
    expect(await screen.findByRole('heading', { name: 'PF Tracker' })).toBeInTheDocument()
    const april = await rowOf('Apr 2025')
    // What a user reads first leads (issue 19 item 9), so it is in view at 1366 px.
    expect(headers().slice(0, 6)).toEqual(['Period', 'Due date', 'Paid on', 'Status', 'Exposure', 'PF code'])
    expect(headers()).toEqual(expect.arrayContaining(['Company', 'Employee count', 'EPF wages', 'TRRN', 'Exposure', 'Documents']))
    expect(within(april).getByText('Paid late 5 d')).toBeInTheDocument()
    expect(within(april).getByText('2/3 uploaded')).toBeInTheDocument()
    expect(within(april).getByText('₹308.22')).toBeInTheDocument()
    const may = await rowOf('May 2025')
    expect(within(may).getByText('Paid on time')).toBeInTheDocument()
    // The toolbar of SCREENS.md.
    for (const name of ['Download format', 'Upload', 'Export']) expect(screen.getByRole('button', { name })).toBeInTheDocument()
  })

  test('each menu entry opens the same page with its family: ESI shows its fields, PF IW has no exposure', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('esi-code', () => HttpResponse.json({ data: [] })),
      onApi.get('esi-tracker', () =>
        HttpResponse.json(paged([aPfRow({ id: 7, code: '31000123450000999', challan_number: 'CH-77', documents: { challan: null } })])),
      ),
    )
    const { unmount } = await renderApp('/esi-tracker', { as: admin })
    await rowOf('CH-77')
    expect(headers()).toEqual(expect.arrayContaining(['ESI code', 'Challan number', 'Exposure']))
    expect(screen.getByText('0/1 uploaded')).toBeInTheDocument()
    unmount()

    server.use(
      onApi.get('pf-code', () => HttpResponse.json({ data: [] })),
      onApi.get('pfiw-tracker', () => HttpResponse.json(paged([aPfRow({ id: 8, documents: { iw_return: null }, exposure: null })]))),
    )
    await renderApp('/pfiw-tracker', { as: admin })
    await rowOf('Apr 2025')
    expect(headers()).toEqual(expect.arrayContaining(['Return due date', 'Submitted on']))
    expect(headers()).not.toContain('Exposure')
  })

  test('a list answered 500 without a message says the family\'s SPEC text: "Failed to fetch PFIW tracker", PF "Failed to fetch tracker"', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('pf-code', () => HttpResponse.json({ data: [] })),
      onApi.get('pfiw-tracker', () => new HttpResponse(null, { status: 500 })),
    )
    const { unmount } = await renderApp('/pfiw-tracker', { as: admin })
    expect(await screen.findByText('Failed to fetch PFIW tracker')).toBeInTheDocument()
    unmount()
    server.use(onApi.get('pf-tracker', () => new HttpResponse(null, { status: 500 })))
    await renderApp('/pf-tracker', { as: admin })
    expect(await screen.findByText('Failed to fetch tracker')).toBeInTheDocument()
  })

  test('view opens the current tracker; delete asks, removes the row, clears the current tracker and sets "deleted"', async () => {
    const api = pfApi()
    server.use(...api.handlers)
    const { store } = await renderApp('/pf-tracker', { as: admin })
    const user = userEvent.setup()
    const name = 'MHBAN0012345000 Apr 2025'
    await rowOf('Apr 2025')

    await user.click(screen.getByRole('button', { name: `More for ${name}` }))
    await user.click(await screen.findByRole('menuitem', { name: 'View' }))
    const details = await screen.findByRole('dialog', { name: `PF tracker: ${name}` })
    expect(within(details).getByText('TRRN0001')).toBeInTheDocument()
    expect(within(details).getByRole('button', { name: 'Download ECR' })).toBeInTheDocument()
    expect(within(within(details).getByRole('list', { name: `Documents of ${name}` })).getByText('Missing')).toBeInTheDocument()
    expect((store.getState() as unknown as Record<string, { current: { id: number } | null }>).pfTracker.current?.id).toBe(500)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `PF tracker: ${name}` })).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: `Delete ${name}` }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete PF tracker row?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Apr 2025' })).not.toBeInTheDocument())
    expect(screen.getByRole('cell', { name: 'May 2025' })).toBeInTheDocument()
    const state = (store.getState() as unknown as Record<string, { current: unknown; deleted: boolean }>).pfTracker
    expect(state).toMatchObject({ current: null, deleted: true })
  })

  test('a delete answered 500 without a message says "Failed to delete PFIW tracker" and keeps the row', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('pf-code', () => HttpResponse.json({ data: [] })),
      onApi.get('pfiw-tracker', () => HttpResponse.json(paged([aPfRow({ documents: { iw_return: null } })]))),
      onApi.delete('pfiw-tracker/:id', () => new HttpResponse(null, { status: 500 })),
    )
    await renderApp('/pfiw-tracker', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Delete MHBAN0012345000 Apr 2025' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete PF IW tracker row?' })).getByRole('button', { name: 'Delete' }),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to delete PFIW tracker')).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'Apr 2025' })).toBeInTheDocument()
  })

  test('an upload with bad rows lists every "Row N, column X" problem and adds nothing', async () => {
    const api = pfApi()
    let uploads = 0
    server.use(
      ...api.handlers,
      onApi.post('pf-tracker/bulk-upload', () => {
        uploads += 1
        return HttpResponse.json(
          { message: ['Row 3, column Period: Enter a month as YYYY-MM', 'Row 7, column PF code: No PF registration MHBAN0099999000'] },
          { status: 400 },
        )
      }),
    )
    await renderApp('/pf-tracker', { as: admin })
    await rowOf('Apr 2025')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Upload' }))
    const dialog = await screen.findByRole('dialog', { name: 'Upload PF tracker rows' })
    const file = new File(['x'], 'pf-april.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file)
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    const problems = await within(dialog).findByRole('list', { name: 'Upload problems' })
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 3, column Period: Enter a month as YYYY-MM', 'Row 7, column PF code: No PF registration MHBAN0099999000'])
    expect(uploads).toBe(1)
    expect(api.queries).toHaveLength(1)
  })

  test('a row past its uploader\'s 24 hours offers "Request edit", not Edit, and sends the request as a PF tracker one', async () => {
    const api = pfApi([aPfRow({ can_edit: 'request' }), aPfRow({ id: 501, period: '2025-05' })])
    const sent: unknown[] = []
    server.use(...api.handlers, ...editRequestHandlers(sent))
    await renderApp('/pf-tracker', { as: admin })
    const user = userEvent.setup()
    await rowOf('Apr 2025')
    expect(screen.queryByRole('button', { name: 'Edit MHBAN0012345000 Apr 2025' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit MHBAN0012345000 May 2025' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Request edit of MHBAN0012345000 Apr 2025' }))
    const drawer = await screen.findByRole('dialog', { name: 'Request edit of MHBAN0012345000 Apr 2025' })
    const trrn = await within(drawer).findByLabelText('TRRN')
    await user.clear(trrn)
    await user.type(trrn, 'TRRN0002')
    await user.type(within(drawer).getByLabelText(/^Reason/), 'TRRN mistyped')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({ record_type: 'pf_tracker', record_id: 500, reason: 'TRRN mistyped', proposed_changes: { trrn: 'TRRN0002' } })
  })

  test("documents: the family's kinds, each sent to the row's upload path with its kind; the badge follows", async () => {
    const api = pfApi()
    const sent: { kind: FormDataEntryValue | null; file: boolean }[] = []
    server.use(
      onApi.post('pf-tracker/upload/:id', async ({ request, params }) => {
        const form = await request.formData()
        sent.push({ kind: form.get('kind'), file: form.has('file') })
        const at = api.rows.findIndex((r) => r.id === Number(params.id))
        const receipt = {
          id: 3,
          name: 'receipt.pdf',
          mime: 'application/pdf',
          size: 1000,
          uploaded_at: '2025-05-21T10:00:00.000Z',
          uploaded_by: null,
        }
        api.rows[at] = { ...api.rows[at]!, documents: { ...api.rows[at]!.documents, receipt } }
        return HttpResponse.json({ data: api.rows[at] })
      }),
      ...api.handlers,
    )
    await renderApp('/pf-tracker', { as: admin })
    const user = userEvent.setup()
    const name = 'MHBAN0012345000 Apr 2025'
    await rowOf('Apr 2025')
    await user.click(screen.getByRole('button', { name: `More for ${name}` }))
    await user.click(await screen.findByRole('menuitem', { name: 'Documents' }))
    const drawer = await screen.findByRole('dialog', { name: `Documents of ${name}` })
    const kinds = within(drawer).getByRole('list', { name: `Documents of ${name}` })
    expect(
      within(kinds)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['ECR', 'Challan', 'Receipt'])
    await user.upload(within(drawer).getByLabelText('Upload Receipt'), new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }))
    await waitFor(() => expect(sent).toEqual([{ kind: 'receipt', file: true }]))
    await user.click(within(drawer).getByRole('button', { name: 'Done' }))
    expect(await within(await rowOf('Apr 2025')).findByText('3/3 uploaded')).toBeInTheDocument()
  })
})
