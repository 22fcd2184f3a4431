import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { Dialog } from '@/components/ui/Dialog'
import { Select, type SelectOption } from '@/components/ui/Select'
import { Toaster } from '@/components/ui/toast'
import { Upload, type UploadProps } from '@/components/ui/Upload'

afterEach(() => vi.useRealTimers())

describe('upload (rendered)', () => {
  const file = (name: string, bytes = 10, type = 'text/plain') => new File(['x'.repeat(bytes)], name, { type })

  function Harness(props: Partial<UploadProps>) {
    const [files, setFiles] = useState<File[]>(props.fileList ?? [])
    return <Upload label="Drop the challan here or browse" {...props} fileList={files} onChange={setFiles} />
  }
  const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('Browse'), { target: { files } })

  test('says "a file" when it takes one and "files" when it takes several, unless the caller words it', () => {
    const { unmount } = render(<Upload fileList={[]} onChange={() => undefined} />)
    expect(screen.getByText('Drop a file here or browse')).toBeInTheDocument()
    unmount()
    const several = render(<Upload multiple fileList={[]} onChange={() => undefined} />)
    expect(screen.getByText('Drop files here or browse')).toBeInTheDocument()
    several.unmount()
    render(<Upload uploadLimit={3} fileList={[]} onChange={() => undefined} />)
    expect(screen.getByText('Drop files here or browse')).toBeInTheDocument()
  })
  test('limit 1 replaces the chosen file in the list, showing name and size, never the MIME type', async () => {
    render(<Harness uploadLimit={1} />)
    await act(async () => choose([file('march.pdf', 2600, 'application/pdf')]))
    await act(async () => choose([file('april.pdf', 1200, 'application/pdf')]))
    const list = screen.getByRole('list', { name: 'Chosen files' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(within(list).getByText('april.pdf')).toBeInTheDocument()
    expect(within(list).getByText('1 kb')).toBeInTheDocument()
    expect(within(list).queryByText(/application\//)).not.toBeInTheDocument()
  })
  test('a limit of 2 stops adding at 2 and disables browsing', async () => {
    render(<Harness uploadLimit={2} multiple />)
    await act(async () => choose([file('a.txt'), file('b.txt'), file('c.txt')]))
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByText('c.txt')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Browse')).toBeDisabled()
  })
  test('beforeUpload returning a string shows that string in a toast', async () => {
    render(
      <>
        <Toaster />
        <Harness beforeUpload={async () => 'Only .xlsx files are accepted'} />
      </>,
    )
    await act(async () => choose([file('notes.txt')]))
    expect(screen.getByRole('status')).toHaveTextContent('Only .xlsx files are accepted')
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument()
  })
  test('onUpload: a progress bar shows while the file uploads and goes when it settles', async () => {
    let report: (percent: number) => void = () => {}
    let finish: () => void = () => {}
    const onUpload = vi.fn((_file: File, onProgress: (p: number) => void) => {
      report = onProgress
      return new Promise<void>((resolve) => (finish = resolve))
    })
    render(<Harness onUpload={onUpload} />)
    await act(async () => choose([file('register.zip', 4000, 'application/zip')]))
    expect(onUpload).toHaveBeenCalledTimes(1)
    act(() => report(40))
    expect(screen.getByRole('progressbar', { name: 'Uploading register.zip' })).toHaveAttribute('aria-valuenow', '40')
    expect(document.querySelector('[data-kind="zip"]')).not.toBeNull()
    await act(async () => finish())
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
  test('images get a preview whose object URL is revoked on removal', async () => {
    const create = vi.fn(() => 'blob:preview-1')
    const revoke = vi.fn()
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke }))
    render(<Harness />)
    await act(async () => choose([file('logo.png', 5000, 'image/png')]))
    expect(create).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Remove logo.png' }))
    expect(revoke).toHaveBeenCalledWith('blob:preview-1')
    vi.unstubAllGlobals()
  })
})

describe('select', () => {
  const states: SelectOption[] = [
    { value: 'MH', label: 'Maharashtra' },
    { value: 'KA', label: 'Karnataka' },
    { value: 'TN', label: 'Tamil Nadu' },
  ]
  function Harness({ onCreate }: { onCreate?: (label: string) => Promise<SelectOption> }) {
    const [value, setValue] = useState<string | null>(null)
    return (
      <>
        <Select aria-label="State" searchable options={states} value={value} onChange={setValue} onCreate={onCreate} />
        <output>{value ?? 'none'}</output>
      </>
    )
  }
  test('no create row when the name already exists', async () => {
    const user = userEvent.setup()
    render(<Harness onCreate={vi.fn()} />)
    await user.type(screen.getByRole('combobox', { name: 'State' }), 'karnataka')
    expect(screen.queryByRole('option', { name: /Create/ })).not.toBeInTheDocument()
  })
  test('typing after a choice searches for the typed text, not the chosen name plus it', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const box = screen.getByRole('combobox', { name: 'State' })
    await user.click(box)
    await user.click(screen.getByRole('option', { name: 'Maharashtra' }))
    expect(box).toHaveValue('Maharashtra')
    expect(box).toHaveFocus()
    await user.keyboard('tam')
    expect(box).toHaveValue('tam')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Tamil Nadu'])
    await user.keyboard('{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('TN')
  })
  test('leaving the box and coming straight back: the open list stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      render(<Harness />)
      const box = screen.getByRole('combobox', { name: 'State' })
      await user.click(box)
      act(() => box.blur())
      act(() => box.focus())
      await act(() => vi.advanceTimersByTimeAsync(500))
      expect(box).toHaveAttribute('aria-expanded', 'true')
      expect(screen.getByRole('listbox', { name: 'State' })).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
  test('multiple: options toggle into removable chips, the menu stays open', async () => {
    const user = userEvent.setup()
    function Multi() {
      const [value, setValue] = useState<string[]>(['MH'])
      return (
        <>
          <Select aria-label="States" multiple searchable options={states} value={value} onChange={setValue} />
          <output>{value.join(',')}</output>
        </>
      )
    }
    render(<Multi />)
    await user.click(screen.getByRole('combobox', { name: 'States' }))
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true')
    await user.click(screen.getByRole('option', { name: 'Tamil Nadu' }))
    expect(screen.getByRole('status')).toHaveTextContent('MH,TN')
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove Maharashtra' }))
    expect(screen.getByRole('status')).toHaveTextContent(/^TN$/)
  })
  test('multiple: Backspace in an empty search removes the last chip; Escape closes the menu', async () => {
    const user = userEvent.setup()
    function Multi() {
      const [value, setValue] = useState<string[]>(['MH', 'KA'])
      return (
        <>
          <Select aria-label="States" multiple searchable options={states} value={value} onChange={setValue} />
          <output>{value.join(',') || 'none'}</output>
        </>
      )
    }
    render(<Multi />)
    const box = screen.getByRole('combobox', { name: 'States' })
    await user.click(box)
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(box).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Backspace}')
    expect(screen.getByRole('status')).toHaveTextContent(/^MH$/)
    await user.keyboard('t{Backspace}')
    expect(screen.getByRole('status')).toHaveTextContent(/^MH$/)
  })
  test('in a dialog, Escape closes the open menu only; a second Escape closes the dialog', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    function InDialog() {
      const [value, setValue] = useState<string[]>([])
      return (
        <Dialog isOpen onClose={onClose} title="Generate registers">
          <Select aria-label="Registers" multiple options={states} value={value} onChange={setValue} />
        </Dialog>
      )
    }
    render(<InDialog />)
    await user.click(screen.getByRole('combobox', { name: 'Registers' }))
    await user.click(screen.getByRole('option', { name: 'Karnataka' }))
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })
  test('clearable: the clear button empties the value; a disabled select offers no clear button', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { rerender } = render(<Select aria-label="State" clearable options={states} value="KA" onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Clear selection' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
    rerender(<Select aria-label="State" clearable disabled options={states} value="KA" onChange={onChange} />)
    expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'State' })).toBeDisabled()
  })
  test('async options: the typed text is sent to loadOptions and its answer is listed', async () => {
    const user = userEvent.setup()
    const loadOptions = vi.fn(async (q: string) => (q ? [{ value: 'PN-1', label: `Pune ${q}` }] : []))
    function Remote() {
      const [value, setValue] = useState<string | null>(null)
      return <Select aria-label="Branch" options={[]} loadOptions={loadOptions} value={value} onChange={setValue} />
    }
    render(<Remote />)
    await user.type(screen.getByRole('combobox', { name: 'Branch' }), 'hq')
    expect(await screen.findByRole('option', { name: 'Pune hq' })).toBeInTheDocument()
    expect(loadOptions).toHaveBeenLastCalledWith('hq')
    await user.click(screen.getByRole('option', { name: 'Pune hq' }))
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveValue('Pune hq')
  })
})
