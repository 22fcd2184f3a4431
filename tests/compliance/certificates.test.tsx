import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { DEFAULT_CERTIFICATE_TEMPLATE, openItemsNote, type CertificateTemplate } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { holdAnswer } from '../mocks/held'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { pick } from '../company/select'
import { aCertificate, admin, complianceLookups } from './fixtures'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Saved downloads by name (the anchor's `download`), with Node's Blob so msw can answer an XHR blob. */
async function catchDownloads() {
  const saved: string[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download)
  })
  vi.stubGlobal('Blob', (await new Response('').blob()).constructor)
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:certificate'), revokeObjectURL: vi.fn() }))
  return saved
}

const xlsx = (headers: Record<string, string> = {}) =>
  new HttpResponse('xlsx bytes', {
    headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ...headers },
  })

const certificates = [
  aCertificate(),
  aCertificate({ id: 71, month: 10, closed: 4, total: 4, generated_at: '2026-11-01T00:00:00.000Z' }),
  aCertificate({ id: null, month: 9, closed: 1, total: 4 }),
]

describe('Compliance Certificate', () => {
  test("the month is picked on the kit's month picker and asked for as year and month; clearing it asks for every month", async () => {
    const asked: URLSearchParams[] = []
    server.use(
      ...complianceLookups,
      onApi.get('certificate/list', ({ request }) => {
        asked.push(new URL(request.url).searchParams)
        return HttpResponse.json(paged(certificates))
      }),
    )
    await renderApp('/compliance-certificate', { as: admin })
    await screen.findByText('3 / 4')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Month: Month' }))
    const picker = await screen.findByRole('dialog', { name: 'Month' })
    await user.click(within(picker).getByRole('button', { name: 'Previous financial year' }))
    const heading = within(picker).getByText(/^FY \d{4}-\d{2}$/).textContent!
    const first = Number(heading.slice(3, 7))
    await user.click(within(picker).getByRole('button', { name: `Sep ${first}` }))
    await waitFor(() => expect([asked.at(-1)!.get('year'), asked.at(-1)!.get('month')]).toEqual([String(first), '9']))
    expect(screen.getByRole('button', { name: `Month: Sep ${first}` })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear month' }))
    await waitFor(() => expect(asked.at(-1)!.has('month')).toBe(false))
  })

  test('each company month shows its progress; the download is saved under the Content-Disposition name, else certificate.xlsx', async () => {
    server.use(
      ...complianceLookups,
      onApi.get('certificate/list', () => HttpResponse.json(paged(certificates))),
      onApi.get('certificate/download/70', ({ request }) => {
        accepted.push(request.headers.get('accept'))
        return xlsx({ 'Content-Disposition': 'attachment; filename="certificate-acme-2026-11.xlsx"' })
      }),
      onApi.get('certificate/download/71', () => xlsx()),
    )
    const accepted: (string | null)[] = []
    const saved = await catchDownloads()
    await renderApp('/compliance-certificate', { as: admin })
    expect(await screen.findByText('3 / 4')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Acme Industries November 2026 closed' })).toHaveAttribute('aria-valuenow', '75')
    // A month without a certificate yet offers no download.
    expect(screen.queryByRole('button', { name: 'Download Acme Industries September 2026' })).not.toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Download Acme Industries November 2026' }))
    await waitFor(() => expect(saved).toEqual(['certificate-acme-2026-11.xlsx']))
    // SPEC.md section 7: the certificate download "accepts spreadsheet".
    expect(accepted).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'])
    await user.click(screen.getByRole('button', { name: 'Download Acme Industries October 2026' }))
    await waitFor(() => expect(saved).toEqual(['certificate-acme-2026-11.xlsx', 'certificate.xlsx']))
  })

  test('a list answered 500 without a message says "Failed to fetch certificates"', async () => {
    server.use(
      ...complianceLookups,
      onApi.get('certificate/list', () => new HttpResponse(null, { status: 500 })),
    )
    await renderApp('/compliance-certificate', { as: admin })
    expect(await screen.findByText('Failed to fetch certificates')).toBeInTheDocument()
  })

  test('a download answered 500 says "Failed to download certificate" and saves nothing', async () => {
    server.use(
      ...complianceLookups,
      onApi.get('certificate/list', () => HttpResponse.json(paged(certificates))),
      onApi.get('certificate/download/70', () => new HttpResponse(null, { status: 500 })),
    )
    const saved = await catchDownloads()
    await renderApp('/compliance-certificate', { as: admin })
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download Acme Industries November 2026' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to download certificate')).toBeInTheDocument()
    expect(saved).toEqual([])
  })

  test('generate asks the server for that company month and shows it generated', async () => {
    let generated: unknown = null
    const rows = [aCertificate({ id: null, year: 2025, month: 6, closed: 4, total: 4 })]
    server.use(
      ...complianceLookups,
      onApi.get('certificate/list', () => HttpResponse.json(paged(rows))),
      onApi.post('certificate/generate', async ({ request }) => {
        generated = await request.json()
        rows[0] = aCertificate({ year: 2025, month: 6, closed: 4, total: 4, generated_at: '2025-07-02T10:00:00.000Z' })
        return HttpResponse.json({ data: rows[0] }, { status: 201 })
      }),
    )
    await renderApp('/compliance-certificate', { as: admin })
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Generate Acme Industries June 2025' }))
    expect(await screen.findByRole('button', { name: 'Download Acme Industries June 2025' })).toBeInTheDocument()
    expect(generated).toEqual({ company_id: 10, year: 2025, month: 6 })
  })

  test('a month with open items asks first, saying the certificate lists them as exceptions; Cancel sends nothing', async () => {
    const posts: unknown[] = []
    server.use(
      ...complianceLookups,
      onApi.get('certificate/list', () =>
        HttpResponse.json(paged([aCertificate({ id: null, year: 2025, month: 6, closed: 1, total: 4 })])),
      ),
      onApi.post('certificate/generate', async ({ request }) => {
        posts.push(await request.json())
        return HttpResponse.json({
          data: aCertificate({ year: 2025, month: 6, closed: 1, total: 4, generated_at: '2025-07-02T10:00:00.000Z' }),
        })
      }),
    )
    await renderApp('/compliance-certificate', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Generate Acme Industries June 2025' }))
    const ask = await screen.findByRole('dialog', { name: 'Generate Acme Industries June 2025 with open items?' })
    expect(within(ask).getByText(openItemsNote(3, 4))).toBeInTheDocument()
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }))
    expect(posts).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Generate Acme Industries June 2025' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate' }))
    await waitFor(() => expect(posts).toEqual([{ company_id: 10, year: 2025, month: 6 }]))
  })

  test('a month that has not ended offers no Generate and says from when it can be', async () => {
    server.use(
      ...complianceLookups,
      onApi.get('certificate/list', () => HttpResponse.json(paged([aCertificate({ id: null, year: 2099, month: 1 })]))),
    )
    await renderApp('/compliance-certificate', { as: admin })
    expect(await screen.findByText('From 2099-02-01')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Generate Acme Industries January 2099' })).not.toBeInTheDocument()
  })
})

/** The tenant's saved template, signed by the fixtures' signatory. */
const aTemplate = (over: Partial<CertificateTemplate>): CertificateTemplate => ({
  id: 3,
  header: 'Compliance Certificate',
  body: DEFAULT_CERTIFICATE_TEMPLATE.body,
  signatory: { id: 8, name: 'Meera Approver' },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
})

describe('Certificate Template', () => {
  test('the preview fills company, month and signatory as typed; save sends the template', async () => {
    const bodies: unknown[] = []
    const template = aTemplate({ header: 'Compliance certificate', body: 'We certify that {company} complied for {month}.' })
    server.use(
      ...complianceLookups,
      onApi.get('settings/certificate-template', () => HttpResponse.json(paged([template]))),
      onApi.put('settings/certificate-template/:id', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ data: template })
      }),
    )
    await renderApp('/certificate-template', { as: admin })
    const preview = await screen.findByRole('figure', { name: 'Preview' })
    await waitFor(() => expect(preview).toHaveTextContent('We certify that Acme Industries complied for'))
    expect(preview).toHaveTextContent('Signed: Meera Approver')

    const user = userEvent.setup()
    const body = screen.getByRole('textbox', { name: /^Body text/ })
    await user.clear(body)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    // The contract's rule, before anything is sent.
    expect(await screen.findByText('Body text is required')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    await user.type(body, 'Signed by {{signatory}')
    expect(preview).toHaveTextContent('Signed by Meera Approver')
    await pick(user, 'Signatory', 'Meera Approver')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toEqual([{ header: 'Compliance certificate', body: 'Signed by {signatory}', signatory_id: 8 }]))
  })

  test('the form waits for the saved template, so nothing typed is replaced when it arrives', async () => {
    const answer = holdAnswer()
    const saved = aTemplate({ id: 4, header: 'Saved header', body: 'Saved body for {company}.' })
    server.use(
      ...complianceLookups,
      onApi.get('settings/certificate-template', async () => {
        await answer.held
        return HttpResponse.json(paged([saved]))
      }),
    )
    await renderApp('/certificate-template', { as: admin })
    expect(await screen.findByText('Loading the certificate template')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /^Header/ })).not.toBeInTheDocument()
    answer.release()
    expect(await screen.findByRole('textbox', { name: /^Header/ })).toHaveValue('Saved header')
  })

  test('a tenant without a template starts from the one default text certificates carry, which states the exceptions', async () => {
    server.use(
      ...complianceLookups,
      onApi.get('settings/certificate-template', () => HttpResponse.json(paged([]))),
    )
    await renderApp('/certificate-template', { as: admin })
    expect(await screen.findByRole('textbox', { name: /^Body text/ })).toHaveValue(DEFAULT_CERTIFICATE_TEMPLATE.body)
    expect(screen.getByRole('textbox', { name: /^Header/ })).toHaveValue(DEFAULT_CERTIFICATE_TEMPLATE.header)
    const preview = screen.getByRole('figure', { name: 'Preview' })
    expect(preview).toHaveTextContent(
      'This is to certify that Acme Industries has complied with the statutory obligations listed below for',
    )
    expect(preview).toHaveTextContent('except as stated against each.')
  })
})
