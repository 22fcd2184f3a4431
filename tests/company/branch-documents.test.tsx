import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Branch } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { aBranch } from './fixtures'
import { lookupHandlers } from './handlers'

const admin = { type: 'admin' as const }
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' })
const onFile = (name: string, size = 2400) => ({
  id: 7,
  name,
  mime: 'application/pdf',
  size,
  uploaded_at: '2025-01-10T09:30:00.000Z',
  uploaded_by: null,
})
const rented = aBranch({ ownership: 'rented', lease_valid_until: '2027-12-31', se_document: onFile('se-2024.pdf') })

/** The branch's documents as the server holds them: each kind uploaded, downloaded or removed on its own route. */
function documentsApi(branch: Branch = rented) {
  const current = { ...branch }
  const calls: string[] = []
  // An upload is answered when the test opens the gate, so it can see the upload in flight.
  let open = () => {}
  const gate = new Promise<void>((resolve) => (open = resolve))
  const handlers = [
    onApi.get(`branch/${branch.id}`, () => HttpResponse.json({ data: current })),
    onApi.post(`branch/${branch.id}/document/:kind`, async ({ params, request }) => {
      await gate
      // jsdom's multipart loses the file name on the way: the server names what it stored.
      const sent = (await request.formData()).get('file') !== null
      calls.push(`POST ${String(params.kind)} ${sent ? 'with a file' : 'empty'}`)
      Object.assign(current, { [String(params.kind)]: onFile(`${String(params.kind)}-stored.pdf`) })
      return HttpResponse.json({ data: current, message: 'Document uploaded' })
    }),
    onApi.get(`branch/${branch.id}/document/:kind`, ({ params }) => {
      calls.push(`GET ${String(params.kind)}`)
      return new HttpResponse('%PDF', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="se-2024.pdf"' },
      })
    }),
    onApi.delete(`branch/${branch.id}/document/:kind`, ({ params }) => {
      calls.push(`DELETE ${String(params.kind)}`)
      Object.assign(current, { [String(params.kind)]: null })
      return HttpResponse.json({ data: current, message: 'Document removed' })
    }),
  ]
  return { calls, handlers, answerUploads: () => open() }
}

const kindRow = (label: string) => within(screen.getByRole('list', { name: 'Branch documents' })).getByRole('listitem', { name: label })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Branch documents (a field of several named kinds)', () => {
  test('each kind says whether it is on file; upload, download and remove talk to its own route', async () => {
    const api = documentsApi()
    server.use(...lookupHandlers, ...api.handlers)
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc'), revokeObjectURL: vi.fn() }))
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    await renderApp('/group-company-setup/branch/100/edit', { as: admin })
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Branch documents' })

    const se = kindRow('S&E certificate')
    expect(within(se).getByText('On file')).toBeInTheDocument()
    expect(within(se).getByText('se-2024.pdf · 2 kb')).toBeInTheDocument()
    const lease = kindRow('Lease deed')
    expect(within(lease).getByText('Missing')).toBeInTheDocument()
    expect(within(lease).queryByRole('button', { name: 'Download Lease deed' })).not.toBeInTheDocument()

    // Upload the missing kind: sent at once, then shown on file.
    await user.upload(within(lease).getByLabelText('Upload Lease deed'), pdf('lease-2025.pdf'))
    expect(await within(kindRow('Lease deed')).findByRole('progressbar', { name: 'Uploading Lease deed' })).toBeInTheDocument()
    api.answerUploads()
    await waitFor(() => expect(within(kindRow('Lease deed')).getByText('On file')).toBeInTheDocument())
    expect(within(kindRow('Lease deed')).getByText('lease_document-stored.pdf · 2 kb')).toBeInTheDocument()

    // jsdom's Blob cannot back the fetch Response msw builds for a blob answer: use Node's (as the export test does).
    vi.stubGlobal('Blob', (await new Response('').blob()).constructor)
    await user.click(within(kindRow('S&E certificate')).getByRole('button', { name: 'Download S&E certificate' }))
    await waitFor(() => expect(saved).toEqual(['se-2024.pdf']))

    // Remove asks first; Cancel keeps it, Remove deletes it.
    await user.click(within(kindRow('S&E certificate')).getByRole('button', { name: 'Remove S&E certificate' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Remove the s&e certificate?' })).getByRole('button', { name: 'Cancel' }))
    expect(api.calls).not.toContain('DELETE se_document')
    await user.click(within(kindRow('S&E certificate')).getByRole('button', { name: 'Remove S&E certificate' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(within(kindRow('S&E certificate')).getByText('Missing')).toBeInTheDocument())
    expect(api.calls).toEqual(['POST lease_document with a file', 'GET se_document', 'DELETE se_document'])
  })

  test('a refused replacement keeps the file on record and says why', async () => {
    const api = documentsApi()
    server.use(...lookupHandlers, ...api.handlers)
    server.use(
      onApi.post('branch/100/document/se_document', () =>
        HttpResponse.json({ message: 'The file is not a PDF, image, spreadsheet or document' }, { status: 400 }),
      ),
    )
    await renderApp('/group-company-setup/branch/100/edit', { as: admin })
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Branch documents' })
    await user.upload(within(kindRow('S&E certificate')).getByLabelText('Replace S&E certificate'), pdf('renamed.exe.pdf'))

    const said = await within(kindRow('S&E certificate')).findByRole('alert')
    expect(said).toHaveTextContent(
      'S&E certificate not uploaded: The file is not a PDF, image, spreadsheet or document. se-2024.pdf is still on file.',
    )
    expect(within(kindRow('S&E certificate')).getByText('se-2024.pdf · 2 kb')).toBeInTheDocument()
    expect(within(kindRow('S&E certificate')).getByText('On file')).toBeInTheDocument()
  })

  test('a refused removal keeps the file on record and says why', async () => {
    server.use(...lookupHandlers, ...documentsApi().handlers)
    server.use(
      onApi.delete('branch/100/document/se_document', () =>
        HttpResponse.json({ message: 'The S&E certificate is required while the registration is valid' }, { status: 409 }),
      ),
    )
    await renderApp('/group-company-setup/branch/100/edit', { as: admin })
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Branch documents' })
    await user.click(within(kindRow('S&E certificate')).getByRole('button', { name: 'Remove S&E certificate' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }))

    expect(await within(kindRow('S&E certificate')).findByRole('alert')).toHaveTextContent(
      'S&E certificate not removed: The S&E certificate is required while the registration is valid',
    )
    expect(within(kindRow('S&E certificate')).getByText('On file')).toBeInTheDocument()
  })

  test('the controls are reachable from the keyboard, and a kind that does not apply is not offered', async () => {
    server.use(...lookupHandlers, ...documentsApi(aBranch({ se_document: onFile('se-2024.pdf') })).handlers)
    await renderApp('/group-company-setup/branch/100/edit', { as: admin })
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Branch documents' })
    // Owned premises have no lease deed.
    expect(within(screen.getByRole('list', { name: 'Branch documents' })).queryByRole('listitem', { name: 'Lease deed' })).toBeNull()

    const download = within(kindRow('S&E certificate')).getByRole('button', { name: 'Download S&E certificate' })
    download.focus()
    await user.tab()
    expect(within(kindRow('S&E certificate')).getByLabelText('Replace S&E certificate')).toHaveFocus()
    await user.tab()
    expect(within(kindRow('S&E certificate')).getByRole('button', { name: 'Remove S&E certificate' })).toHaveFocus()
  })
})
