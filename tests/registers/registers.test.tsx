/**
 * Register and Return on the console, against msw answers in the server's shapes: the
 * input register page of each kind (uploads listed; an upload for a branch and month;
 * replacing a month only after the server's count is confirmed; row faults listed), the
 * output registers (stale ones marked; generating with progress; refusals listed) and
 * Global Settings → Register Template (seeded formats read-only, copied and adjusted).
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { InputUpload, OutputRegister, RegisterFormat, RegisterJob } from '@ihrc/contract'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { lookupHandlers } from '../company/handlers'
import { pick, pickMonth } from '../company/select'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'

const admin = { type: 'admin' as const }

const anUpload = (over: Partial<InputUpload> = {}): InputUpload => ({
  id: 1,
  kind: 'salary',
  branch: { id: 100, name: 'Pune Plant' },
  company: { id: 10, name: 'Acme Industries' },
  month: '2026-03',
  rows: 500,
  file_name: 'salary-march.xlsx',
  status: 'current',
  uploaded_by: { id: 5, name: 'Priya Nair' },
  uploaded_at: '2026-04-02T10:00:00.000Z',
  replaced_at: null,
  created_at: '2026-04-02T10:00:00.000Z',
  updated_at: '2026-04-02T10:00:00.000Z',
  ...over,
})

const aRegister = (over: Partial<OutputRegister> = {}): OutputRegister => ({
  id: 7,
  branch: { id: 100, name: 'Pune Plant' },
  month: '2026-03',
  form: 'Form B',
  format: { id: 2, name: 'Form B: Wage register' },
  inputs: [
    { kind: 'attendance', upload_id: 2, file_name: 'attendance-march.xlsx', uploaded_at: '2026-04-02T10:00:00.000Z' },
    { kind: 'salary', upload_id: 1, file_name: 'salary-march.xlsx', uploaded_at: '2026-04-02T10:00:00.000Z' },
  ],
  rows: 500,
  generated_by: { id: 5, name: 'Priya Nair' },
  generated_at: '2026-04-03T10:00:00.000Z',
  stale: false,
  created_at: '2026-04-03T10:00:00.000Z',
  updated_at: '2026-04-03T10:00:00.000Z',
  ...over,
})

const aFormat = (over: Partial<RegisterFormat> = {}): RegisterFormat => ({
  id: 2,
  name: 'Form B: Wage register',
  form: 'Form B',
  rows_from: 'salary',
  rows_with: null,
  title: ['FORM B', 'FORMAT OF WAGE REGISTER', 'Name of the Establishment: {establishment}'],
  columns: [
    { header: 'Sl. No. in Employee Register', group: null, value: { kind: 'serial' }, total: false },
    { header: 'Name', group: null, value: { kind: 'field', input: 'salary', field: 'employee_name' }, total: false },
    { header: 'Net Payment', group: null, value: { kind: 'field', input: 'salary', field: 'net_pay' }, total: true },
  ],
  notes: [],
  state_codes: [],
  effective_from: '2017-02-21',
  effective_to: null,
  instrument: 'Ease of Compliance to Maintain Registers under various Labour Laws Rules, 2017 (G.S.R. 154(E))',
  source: 'The notification as reproduced at the source address.',
  source_url: 'https://www.latestlaws.com/mobile/app/bare-acts/66826',
  copied_from_id: null,
  seeded: true,
  created_at: '2026-04-01T10:00:00.000Z',
  updated_at: '2026-04-01T10:00:00.000Z',
  ...over,
})

const menuOf = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(await screen.findByRole('button', { name: `More for ${name}` }))
  return (await screen.findAllByRole('menuitem')).map((i) => i.textContent)
}

describe('Input registers', () => {
  test('each menu entry opens the one page with its kind: uploads by branch and month, with the upload tools', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('registers/input/salary', () =>
        HttpResponse.json(paged([anUpload(), anUpload({ id: 2, rows: 498, status: 'replaced', replaced_at: '2026-04-03T10:00:00.000Z' })])),
      ),
    )
    const { unmount } = await renderApp('/input-registers/salary', { as: admin })
    expect(await screen.findByRole('heading', { name: 'Salary Register' })).toBeInTheDocument()
    const rows = await screen.findAllByRole('cell', { name: 'Mar 2026' })
    expect(within(rows[0]!.closest('tr')!).getByText('Current')).toBeInTheDocument()
    expect(within(rows[1]!.closest('tr')!).getByText('Replaced')).toBeInTheDocument()
    for (const name of ['Download template', 'Upload']) expect(screen.getByRole('button', { name })).toBeInTheDocument()
    unmount()

    server.use(onApi.get('registers/input/attendance', () => HttpResponse.json(paged([anUpload({ kind: 'attendance', id: 9 })]))))
    await renderApp('/input-registers/attendance', { as: admin })
    expect(await screen.findByRole('heading', { name: 'Attendance Register' })).toBeInTheDocument()
  })

  test('an upload for the filtered branch and month; a month with rows is replaced only after the count is confirmed', async () => {
    const sent: { replace: string | null; branch: string | null; month: string | null }[] = []
    server.use(
      ...lookupHandlers,
      onApi.get('registers/input/salary', () => HttpResponse.json(paged([anUpload()]))),
      onApi.post('registers/input/salary', async ({ request }) => {
        const form = await request.formData()
        sent.push({
          replace: form.get('replace') as string | null,
          branch: form.get('branch_id') as string | null,
          month: form.get('month') as string | null,
        })
        if (!form.get('replace'))
          return HttpResponse.json(
            { message: 'March 2026 of Pune Plant already has 500 rows; uploading replaces them. Confirm to replace them.' },
            { status: 409 },
          )
        return HttpResponse.json({ data: { upload: anUpload({ id: 3 }), replaced: 500 }, message: 'Replaced 500 rows' }, { status: 201 })
      }),
    )
    await renderApp('/input-registers/salary?company_id=10&branch_id=100&month=2026-03', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Upload' }))
    const dialog = await screen.findByRole('dialog', { name: /^Upload salary register/ })
    const file = new File(['xlsx'], 'salary.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file)
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(
      await within(dialog).findByText('March 2026 of Pune Plant already has 500 rows; uploading replaces them. Confirm to replace them.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('The upload it replaces stays in the audit trail.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Upload salary register/ })).not.toBeInTheDocument())
    expect(sent).toEqual([
      { replace: null, branch: '100', month: '2026-03' },
      { replace: 'true', branch: '100', month: '2026-03' },
    ])
  })

  test('asks for the branch and month first, and lists every faulty row when the upload is refused', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('registers/input/leave', () => HttpResponse.json(paged([]))),
      onApi.post('registers/input/leave', () =>
        HttpResponse.json(
          {
            message: [
              'Row 2, column Earned leave availed: Earned leave availed is more than the balance (11.5 days)',
              'Row 9, column Employee code: E0002 is already in row 3',
            ],
          },
          { status: 400 },
        ),
      ),
    )
    await renderApp('/input-registers/leave', { as: admin })
    const user = userEvent.setup()
    expect(await screen.findByText(/download the template, fill one row per employee and upload it/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Upload' }))
    const dialog = await screen.findByRole('dialog', { name: /^Upload leave register/ })
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File(['x'], 'leave.xlsx'))
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled()
    await pick(user, 'Branch', 'Pune Plant', dialog)
    await pickMonth(user, 'Month', '2026-03', dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    const problems = await within(dialog).findByRole('list', { name: 'Upload problems' })
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 2, column Earned leave availed: Earned leave availed is more than the balance (11.5 days)',
      'Row 9, column Employee code: E0002 is already in row 3',
    ])
  })

  test('a list answered 500 without a message says "Failed to fetch bonus register uploads"', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('registers/input/bonus', () => new HttpResponse(null, { status: 500 })),
    )
    await renderApp('/input-registers/bonus', { as: admin })
    expect(await screen.findAllByText('Failed to fetch bonus register uploads')).not.toHaveLength(0)
  })

  test('a user who may only view sees the uploads but no upload tools', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('registers/input/maternity', () => HttpResponse.json(paged([anUpload({ kind: 'maternity' })]))),
    )
    await renderApp('/input-registers/maternity', { as: { type: 'user' as const, permissions: ['registers.input_maternity:list'] } })
    await screen.findAllByRole('cell', { name: 'Mar 2026' })
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Download template' })).not.toBeInTheDocument()
  })
})

describe('Output registers', () => {
  test('marks stale registers, generates with progress until done, then lists the new registers', async () => {
    let listed = [aRegister({ stale: true })]
    let polls = 0
    const job = (over: Partial<RegisterJob>): RegisterJob => ({
      id: 40,
      status: 'running',
      done: 0,
      total: 5,
      message: null,
      register_ids: [],
      created_at: '2026-04-03T10:00:00.000Z',
      finished_at: null,
      ...over,
    })
    let generated: unknown = null
    server.use(
      ...lookupHandlers,
      onApi.get('registers/output', () => HttpResponse.json(paged(listed))),
      onApi.get('settings/register-template', () =>
        HttpResponse.json(paged([aFormat(), aFormat({ id: 4, form: 'Form D', name: 'Form D' })])),
      ),
      onApi.post('registers/output/generate', async ({ request }) => {
        generated = await request.json()
        return HttpResponse.json({ data: job({ status: 'queued' }), message: 'Generating 5 registers' }, { status: 202 })
      }),
      onApi.get('registers/output/jobs/:id', () => {
        polls++
        if (polls < 2) return HttpResponse.json({ data: job({ done: 2 }) })
        listed = [aRegister(), aRegister({ id: 8, form: 'Form D', format: { id: 4, name: 'Form D' } })]
        return HttpResponse.json({ data: job({ status: 'done', done: 5, register_ids: [7, 8] }) })
      }),
    )
    await renderApp('/output-registers?company_id=10&branch_id=100&month=2026-03', { as: admin })
    const stale = await screen.findByText('Stale: an input changed')
    expect(
      within(stale.closest('tr')!).getByRole('cell', { name: 'Attendance (attendance-march.xlsx), Salary (salary-march.xlsx)' }),
    ).toBeInTheDocument()
    const user = userEvent.setup()
    expect(await menuOf(user, 'Form B, Pune Plant, Mar 2026')).toEqual([
      'Download xlsx',
      'Download PDF',
      'Regenerate (inputs changed)',
      'History',
    ])
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('button', { name: 'Generate registers' }))
    const dialog = await screen.findByRole('dialog', { name: 'Generate registers' })
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }))
    expect(await within(dialog).findByText('Done: 5 registers generated.')).toBeInTheDocument()
    expect(generated).toEqual({ branch_id: 100, from: '2026-03' })
    expect(await screen.findByText('Registers generated')).toBeInTheDocument()
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!)
    expect(await screen.findByRole('cell', { name: 'Form D' })).toBeInTheDocument()
    expect(screen.queryByText('Stale: an input changed')).not.toBeInTheDocument()
  })

  test('a refused generation lists what is missing and generates nothing', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('registers/output', () => HttpResponse.json(paged([]))),
      onApi.get('settings/register-template', () => HttpResponse.json(paged([aFormat()]))),
      onApi.post('registers/output/generate', () =>
        HttpResponse.json({ message: ['May 2026: upload the attendance register of Pune Plant first (Form B needs it)'] }, { status: 400 }),
      ),
    )
    await renderApp('/output-registers', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Generate registers' }))
    const dialog = await screen.findByRole('dialog', { name: 'Generate registers' })
    expect(within(dialog).getByRole('button', { name: 'Generate' })).toBeDisabled()
    await pick(user, 'Branch', 'Pune Plant', dialog)
    await pickMonth(user, 'From month', '2026-03', dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }))
    const problems = await within(dialog).findByRole('list', { name: 'Generation problems' })
    expect(problems).toHaveTextContent('May 2026: upload the attendance register of Pune Plant first (Form B needs it)')
  })
})

describe('Register Template', () => {
  test('seeded formats are read-only: viewed and copied, never edited; the copy is saved with its source', async () => {
    let created: Record<string, unknown> | null = null
    server.use(
      ...lookupHandlers,
      onApi.get('settings/register-template', () =>
        HttpResponse.json(paged([aFormat(), aFormat({ id: 9, seeded: false, name: 'Our Form B' })])),
      ),
      onApi.post('settings/register-template', async ({ request }) => {
        created = (await request.json()) as Record<string, unknown>
        if (!(created.columns as { header: string }[])[0]!.header)
          return HttpResponse.json({ message: { 'columns.0.header': ['Column header is required'] } }, { status: 400 })
        return HttpResponse.json({ data: aFormat({ id: 10, seeded: false, name: String(created.name) }) }, { status: 201 })
      }),
    )
    await renderApp('/register-template', { as: admin })
    const seeded = (await screen.findByRole('cell', { name: 'Form B: Wage register' })).closest('tr')!
    expect(within(seeded).getByText('Seeded, read-only')).toBeInTheDocument()
    const user = userEvent.setup()
    expect(await menuOf(user, 'Form B: Wage register')).toEqual(['View', 'Copy and adjust', 'History'])
    await user.keyboard('{Escape}')
    expect(await menuOf(user, 'Our Form B')).toEqual(['View', 'Copy and adjust', 'Edit', 'Delete', 'History'])
    await user.keyboard('{Escape}')

    await menuOf(user, 'Form B: Wage register')
    await user.click(screen.getByRole('menuitem', { name: 'Copy and adjust' }))
    const drawer = await screen.findByRole('dialog', { name: 'Copy of Form B: Wage register' })
    const header = within(drawer).getByRole('textbox', { name: 'Column 1 header' })
    await user.clear(header)
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    expect(await within(drawer).findByText('Column header is required')).toBeInTheDocument()
    await user.type(header, 'Serial')
    await user.clear(within(drawer).getByLabelText(/^Effective from/))
    await user.type(within(drawer).getByLabelText(/^Effective from/), '2026-04-01')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copy of Form B: Wage register' })).not.toBeInTheDocument())
    expect(created).toMatchObject({
      name: 'Form B: Wage register (copy)',
      copied_from_id: 2,
      effective_from: '2026-04-01',
      title: ['FORM B', 'FORMAT OF WAGE REGISTER', 'Name of the Establishment: {establishment}'],
    })
    expect((created!.columns as { header: string }[])[0]!.header).toBe('Serial')
  })
})
