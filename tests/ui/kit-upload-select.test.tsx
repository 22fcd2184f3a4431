import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { DataTable, nextSort, type DataTableColumn, type SortState } from '@/components/ui/DataTable'
import { jumpTarget, paginationSlots } from '@/components/ui/pagination-slots'
import { Pagination } from '@/components/ui/Pagination'
import { Select, type SelectOption } from '@/components/ui/Select'
import { Upload, type UploadProps } from '@/components/ui/Upload'
import { addFiles, sizeInKb } from '@/components/ui/upload-rules'

afterEach(() => vi.useRealTimers())

describe('pagination slot arithmetic', () => {
  test('few pages: every page, no markers', () => {
    expect(paginationSlots(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(paginationSlots(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
  test('many pages: never more than 7 slots, first and last kept', () => {
    expect(paginationSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'next-more', 20])
    expect(paginationSlots(10, 20)).toEqual([1, 'prev-more', 9, 10, 11, 'next-more', 20])
    expect(paginationSlots(20, 20)).toEqual([1, 'prev-more', 16, 17, 18, 19, 20])
    for (let p = 1; p <= 30; p++) {
      const slots = paginationSlots(p, 30)
      expect(slots.length).toBeLessThanOrEqual(7)
      expect(slots).toContain(p)
    }
  })
  test('the more markers jump 5 pages, within bounds', () => {
    expect(jumpTarget('next-more', 10, 20)).toBe(15)
    expect(jumpTarget('prev-more', 10, 20)).toBe(5)
    expect(jumpTarget('next-more', 18, 20)).toBe(20)
    expect(jumpTarget('prev-more', 3, 20)).toBe(1)
  })
  test('the rendered "forward 5 pages" slot reports the jump and the current page is marked', async () => {
    const onChange = vi.fn()
    render(<Pagination currentPage={1} pageSize={10} total={200} onChange={onChange} />)
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(screen.getByRole('button', { name: 'Forward 5 pages' }))
    expect(onChange).toHaveBeenCalledWith(6)
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
  })
})

describe('upload rules', () => {
  const file = (name: string, bytes = 10, type = 'text/plain') => new File(['x'.repeat(bytes)], name, { type })

  test('size in kb is rounded from bytes / 1000', () => {
    expect(sizeInKb(1499)).toBe('1 kb')
    expect(sizeInKb(1500)).toBe('2 kb')
    expect(sizeInKb(0)).toBe('0 kb')
  })
  test('limit 1 replaces; limit N stops adding at N; no limit keeps all', () => {
    expect(addFiles(['a'], ['b'], 1)).toEqual(['b'])
    expect(addFiles(['a', 'b'], ['c', 'd'], 3)).toEqual(['a', 'b', 'c'])
    expect(addFiles(['a', 'b', 'c'], ['d'], 3)).toEqual(['a', 'b', 'c'])
    expect(addFiles(['a'], ['b'])).toEqual(['a', 'b'])
  })

  function Harness(props: Partial<UploadProps>) {
    const [files, setFiles] = useState<File[]>(props.fileList ?? [])
    return <Upload label="Drop the challan here or browse" {...props} fileList={files} onChange={setFiles} />
  }
  const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('Browse'), { target: { files } })

  test('limit 1 replaces the chosen file in the list, showing name, type and size', async () => {
    render(<Harness uploadLimit={1} />)
    await act(async () => choose([file('march.pdf', 2600, 'application/pdf')]))
    await act(async () => choose([file('april.pdf', 1200, 'application/pdf')]))
    const list = screen.getByRole('list', { name: 'Chosen files' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(within(list).getByText('april.pdf')).toBeInTheDocument()
    expect(within(list).getByText('application/pdf · 1 kb')).toBeInTheDocument()
  })
  test('a limit of 2 stops adding at 2 and disables browsing', async () => {
    render(<Harness uploadLimit={2} multiple />)
    await act(async () => choose([file('a.txt'), file('b.txt'), file('c.txt')]))
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByText('c.txt')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Browse')).toBeDisabled()
  })
  test('beforeUpload false shows "Upload Failed!" for 2000 ms and adds nothing', async () => {
    vi.useFakeTimers()
    render(<Harness beforeUpload={() => false} />)
    await act(async () => choose([file('bad.exe')]))
    expect(screen.getByRole('alert')).toHaveTextContent('Upload Failed!')
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1999))
    expect(screen.getByRole('alert')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
  test('beforeUpload returning a string shows that string', async () => {
    render(<Harness beforeUpload={async () => 'Only .xlsx files are accepted'} />)
    await act(async () => choose([file('notes.txt')]))
    expect(screen.getByRole('alert')).toHaveTextContent('Only .xlsx files are accepted')
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

interface Branch {
  id: string
  name: string
  city: string
}
const branches: Branch[] = [
  { id: 'b1', name: 'Pune Central', city: 'Pune' },
  { id: 'b2', name: 'Andheri East', city: 'Mumbai' },
]
const columns: DataTableColumn<Branch>[] = [
  { id: 'name', header: 'Branch', cell: (b) => b.name, enableSorting: true },
  { id: 'city', header: 'City', cell: (b) => b.city },
]

describe('data table', () => {
  test('sort cycles ascending, descending, none', () => {
    expect(nextSort(null, 'name')).toEqual({ id: 'name', desc: false })
    expect(nextSort({ id: 'name', desc: false }, 'name')).toEqual({ id: 'name', desc: true })
    expect(nextSort({ id: 'name', desc: true }, 'name')).toBeNull()
    expect(nextSort({ id: 'city', desc: true }, 'name')).toEqual({ id: 'name', desc: false })
  })
  test('sortable headers are buttons and carry aria-sort from the controlled sort', async () => {
    function Harness() {
      const [sort, setSort] = useState<SortState | null>(null)
      return <DataTable label="Branches" columns={columns} data={branches} rowKey={(b) => b.id} sort={sort} onSortChange={setSort} />
    }
    render(<Harness />)
    const header = screen.getByRole('columnheader', { name: /Branch/ })
    expect(header).toHaveAttribute('aria-sort', 'none')
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort')
    await userEvent.click(within(header).getByRole('button'))
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.click(within(header).getByRole('button'))
    expect(header).toHaveAttribute('aria-sort', 'descending')
  })
  test('row selection: one row, then all rows on the page', async () => {
    const onSelectionChange = vi.fn()
    const { rerender } = render(<DataTable label="Branches" columns={columns} data={branches} rowKey={(b) => b.id} selectedKeys={[]} onSelectionChange={onSelectionChange} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }))
    expect(onSelectionChange).toHaveBeenLastCalledWith(['b2'])
    rerender(<DataTable label="Branches" columns={columns} data={branches} rowKey={(b) => b.id} selectedKeys={['b2']} onSelectionChange={onSelectionChange} />)
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' })
    expect(all).toHaveProperty('indeterminate', true)
    await userEvent.click(all)
    expect(onSelectionChange).toHaveBeenLastCalledWith(['b2', 'b1'])
  })
  test('empty state shows the message and its action; loading shows skeleton rows', () => {
    const { rerender, container } = render(
      <DataTable label="Branches" columns={columns} data={[]} rowKey={(b) => b.id} emptyState={<><p>No branches yet.</p><button type="button">Add branch</button></>} />,
    )
    expect(screen.getByText('No branches yet.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add branch' })).toBeInTheDocument()
    rerender(<DataTable label="Branches" columns={columns} data={[]} rowKey={(b) => b.id} loading />)
    expect(screen.queryByText('No branches yet.')).not.toBeInTheDocument()
    expect(container.querySelectorAll('tbody tr')).toHaveLength(5)
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
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
  test('typing filters the listbox; arrows and Enter choose', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const box = screen.getByRole('combobox', { name: 'State' })
    await user.type(box, 'na')
    const options = within(screen.getByRole('listbox')).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Karnataka', 'Tamil Nadu'])
    await user.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('TN')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })
  test('suggest or create: an unknown name is offered and created', async () => {
    const user = userEvent.setup()
    const onCreate = vi.fn(async (label: string) => ({ value: 'new-1', label }))
    render(<Harness onCreate={onCreate} />)
    await user.type(screen.getByRole('combobox', { name: 'State' }), 'Goa')
    await user.click(screen.getByRole('option', { name: 'Create “Goa”' }))
    expect(onCreate).toHaveBeenCalledWith('Goa')
    expect(screen.getByRole('status')).toHaveTextContent('new-1')
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Goa')
  })
  test('no create row when the name already exists', async () => {
    const user = userEvent.setup()
    render(<Harness onCreate={vi.fn()} />)
    await user.type(screen.getByRole('combobox', { name: 'State' }), 'karnataka')
    expect(screen.queryByRole('option', { name: /Create/ })).not.toBeInTheDocument()
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
