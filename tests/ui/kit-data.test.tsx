import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { DataTable, nextSort, type DataTableColumn, type SortState } from '@/components/ui/DataTable'
import { clampDate, financialYear, parseIsoDate, resolveTypedDate } from '@/components/ui/date-input'
import { DatePicker } from '@/components/ui/DatePicker'
import { jumpTarget, paginationSlots } from '@/components/ui/pagination-slots'
import { Pagination } from '@/components/ui/Pagination'
import { Select } from '@/components/ui/Select'
import { selectRows } from '@/components/ui/select-rows'
import { Tabs } from '@/components/ui/Tabs'
import { TOAST } from '@/components/ui/constants'
import { Toaster } from '@/components/ui/toast'
import { Upload } from '@/components/ui/Upload'
import { addFiles, checkBeforeUpload, fileKind, sizeInKb } from '@/components/ui/upload-rules'

afterEach(() => vi.useRealTimers())

describe('pagination', () => {
  test('never more than 7 slots, first and last always shown', () => {
    expect(paginationSlots(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(paginationSlots(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(paginationSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'next-more', 20])
    expect(paginationSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'next-more', 20])
    expect(paginationSlots(10, 20)).toEqual([1, 'prev-more', 9, 10, 11, 'next-more', 20])
    expect(paginationSlots(17, 20)).toEqual([1, 'prev-more', 16, 17, 18, 19, 20])
    expect(paginationSlots(20, 20)).toEqual([1, 'prev-more', 16, 17, 18, 19, 20])
    for (let p = 1; p <= 50; p++) {
      const slots = paginationSlots(p, 50)
      expect(slots.length).toBeLessThanOrEqual(7)
      expect(slots).toContain(p)
    }
  })
  test('the more arrows jump 5 pages, within bounds', () => {
    expect(jumpTarget('next-more', 10, 20)).toBe(15)
    expect(jumpTarget('prev-more', 10, 20)).toBe(5)
    expect(jumpTarget('next-more', 18, 20)).toBe(20)
    expect(jumpTarget('prev-more', 3, 20)).toBe(1)
  })
  test('clicking a page and a jump reports the page', async () => {
    const onChange = vi.fn()
    render(<Pagination currentPage={10} pageSize={20} total={400} onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Page 11' }))
    await userEvent.click(screen.getByRole('button', { name: 'Forward 5 pages' }))
    expect(onChange.mock.calls).toEqual([[11], [15]])
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('181–200 of 400')).toBeInTheDocument()
  })
  test('prev/next stop at the ends and the page-size selector reports the new size', async () => {
    const onChange = vi.fn()
    const onPageSizeChange = vi.fn()
    render(<Pagination currentPage={1} pageSize={10} total={25} onChange={onChange} onPageSizeChange={onPageSizeChange} />)
    expect(screen.getByRole('button', { name: /previous/i })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: /next/i }))
    expect(onChange).toHaveBeenLastCalledWith(2)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50')
    expect(onPageSizeChange).toHaveBeenLastCalledWith(50)
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument()
  })
})

interface Branch {
  id: number
  name: string
  state: string
}
const columns: DataTableColumn<Branch>[] = [
  { id: 'name', header: 'Name', cell: (b) => b.name, enableSorting: true },
  { id: 'state', header: 'State', cell: (b) => b.state },
]
const rows: Branch[] = [
  { id: 1, name: 'Pune', state: 'Maharashtra' },
  { id: 2, name: 'Indore', state: 'Madhya Pradesh' },
]

describe('data table', () => {
  test('sort cycles ascending, descending, none and is announced with aria-sort', async () => {
    expect(nextSort(null, 'name')).toEqual({ id: 'name', desc: false })
    expect(nextSort({ id: 'name', desc: false }, 'name')).toEqual({ id: 'name', desc: true })
    expect(nextSort({ id: 'name', desc: true }, 'name')).toBeNull()
    expect(nextSort({ id: 'state', desc: true }, 'name')).toEqual({ id: 'name', desc: false })
    function Harness() {
      const [sort, setSort] = useState<SortState | null>(null)
      return <DataTable columns={columns} data={rows} rowKey={(b) => String(b.id)} sort={sort} onSortChange={setSort} />
    }
    render(<Harness />)
    const header = screen.getByRole('columnheader', { name: /Name/ })
    expect(header).toHaveAttribute('aria-sort', 'none')
    await userEvent.click(within(header).getByRole('button'))
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.click(within(header).getByRole('button'))
    expect(header).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('columnheader', { name: 'State' })).not.toHaveAttribute('aria-sort')
  })
  test('rows can be selected one by one and all on the page', async () => {
    const onSelectionChange = vi.fn()
    const { rerender } = render(
      <DataTable columns={columns} data={rows} rowKey={(b) => String(b.id)} selectedKeys={[]} onSelectionChange={onSelectionChange} />,
    )
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }))
    expect(onSelectionChange).toHaveBeenLastCalledWith(['2'])
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }))
    expect(onSelectionChange).toHaveBeenLastCalledWith(['1', '2'])
    rerender(
      <DataTable columns={columns} data={rows} rowKey={(b) => String(b.id)} selectedKeys={['1']} onSelectionChange={onSelectionChange} />,
    )
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveProperty('indeterminate', true)
  })
  test('rowLabel names each selection checkbox after its row', async () => {
    const onSelectionChange = vi.fn()
    render(
      <DataTable
        columns={columns}
        data={rows}
        rowKey={(b) => String(b.id)}
        rowLabel={(b) => `${b.name} branch`}
        selectedKeys={['1']}
        onSelectionChange={onSelectionChange}
      />,
    )
    expect(screen.getByRole('checkbox', { name: 'Select Pune branch' })).toBeChecked()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Pune branch' }))
    expect(onSelectionChange).toHaveBeenLastCalledWith([])
  })
  test('empty and loading states', () => {
    const { rerender } = render(
      <DataTable columns={columns} data={[]} rowKey={(b) => String(b.id)} emptyState="No branch yet. Add the first branch." />,
    )
    expect(screen.getByText('No branch yet. Add the first branch.')).toBeInTheDocument()
    rerender(<DataTable columns={columns} data={[]} rowKey={(b) => String(b.id)} loading />)
    expect(screen.queryByText('No branch yet. Add the first branch.')).not.toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(1 + 5)
  })
  test('a held selection: each click builds on the latest selection, whatever handler the page passes now', async () => {
    function Page() {
      const [keys, setKeys] = useState<string[]>([])
      // A new handler on every render, as pages pass them.
      return (
        <DataTable columns={columns} data={rows} rowKey={(b) => String(b.id)} selectedKeys={keys} onSelectionChange={(k) => setKeys(k)} />
      )
    }
    render(<Page />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }))
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeChecked()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }))
    expect(screen.getByRole('checkbox', { name: 'Select row 2' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveProperty('indeterminate', true)
  })
  test('a row shows its new values, and new columns, when the page hands them', () => {
    const { rerender } = render(<DataTable columns={columns} data={rows} rowKey={(b) => String(b.id)} />)
    rerender(<DataTable columns={columns} data={[rows[0]!, { ...rows[1]!, name: 'Indore East' }]} rowKey={(b) => String(b.id)} />)
    expect(screen.getByRole('cell', { name: 'Indore East' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'Pune' })).toBeInTheDocument()
    rerender(
      <DataTable
        columns={[...columns, { id: 'code', header: 'Code', cell: (b) => `BR-${b.id}` }]}
        data={[rows[0]!, { ...rows[1]!, name: 'Indore East' }]}
        rowKey={(b) => String(b.id)}
      />,
    )
    expect(screen.getByRole('cell', { name: 'BR-1' })).toBeInTheDocument()
  })
  test('thousands of rows render only a window', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `Branch ${i}`, state: 'Kerala' }))
    render(<DataTable columns={columns} data={many} rowKey={(b) => String(b.id)} />)
    expect(screen.getAllByRole('row').length).toBeLessThan(100)
  })
})

describe('select', () => {
  const options = [
    { value: 'mh', label: 'Maharashtra' },
    { value: 'mp', label: 'Madhya Pradesh' },
    { value: 'ka', label: 'Karnataka' },
  ]
  test('search filters case-insensitively and offers to create what does not exist', () => {
    expect(selectRows(options, 'ma', false).map((r) => (r.kind === 'option' ? r.option.value : r.label))).toEqual(['mh', 'mp'])
    expect(selectRows(options, 'MAHA', false)).toHaveLength(1)
    expect(selectRows(options, 'MAHA', true)).toHaveLength(2)
    expect(selectRows(options, 'Goa', true)).toEqual([{ kind: 'create', label: 'Goa' }])
    expect(selectRows(options, 'karnataka', true)).toHaveLength(1)
  })
  test('type, move with the arrows and choose with Enter', async () => {
    const onChange = vi.fn()
    render(<Select aria-label="State" options={options} value={null} onChange={onChange} searchable />)
    const box = screen.getByRole('combobox', { name: 'State' })
    await userEvent.type(box, 'ma')
    expect(screen.getAllByRole('option')).toHaveLength(2)
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith('mp')
  })
  test('creating an option selects what the server returns', async () => {
    const onChange = vi.fn()
    const onCreate = vi.fn(async (label: string) => ({ value: '99', label }))
    render(<Select aria-label="Location" options={options} value={null} onChange={onChange} searchable onCreate={onCreate} />)
    await userEvent.type(screen.getByRole('combobox', { name: 'Location' }), 'Hinjewadi')
    await userEvent.click(screen.getByRole('option', { name: 'Create “Hinjewadi”' }))
    expect(onCreate).toHaveBeenCalledWith('Hinjewadi')
    expect(onChange).toHaveBeenCalledWith('99')
  })
})

describe('dates', () => {
  test('typed dates: valid ones normalised, impossible ones rejected', () => {
    expect(parseIsoDate('2025-4-1')).toBe('2025-04-01')
    expect(parseIsoDate('2025-02-30')).toBeNull()
    expect(parseIsoDate('01-04-2025')).toBeNull()
    expect(parseIsoDate('0099-01-01')).toBeNull()
  })
  test('typed dates are clamped to min and max; invalid falls back to the previous value', () => {
    expect(clampDate('2024-01-01', '2025-01-01', '2025-12-31')).toBe('2025-01-01')
    expect(resolveTypedDate('2026-05-05', '2025-06-01', '2025-01-01', '2025-12-31')).toBe('2025-12-31')
    expect(resolveTypedDate('not a date', '2025-06-01')).toBe('2025-06-01')
    expect(resolveTypedDate('', '2025-06-01')).toBeNull()
  })
  test('financial years run April to March', () => {
    expect(financialYear('2025-04-01')).toBe('2025-26')
    expect(financialYear('2026-03-31')).toBe('2025-26')
    expect(financialYear('2099-12-01')).toBe('2099-00')
  })
  test('the picker clamps a typed date on blur and picks from the calendar', async () => {
    const onChange = vi.fn()
    render(<DatePicker aria-label="Opening date" value="2025-06-01" onChange={onChange} max="2025-12-31" />)
    const input = screen.getByRole('textbox', { name: 'Opening date' })
    await userEvent.clear(input)
    await userEvent.type(input, '2030-01-01')
    fireEvent.blur(input)
    expect(onChange).toHaveBeenLastCalledWith('2025-12-31')
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }))
    await userEvent.click(screen.getByRole('button', { name: /^15 June 2025/ }))
    expect(onChange).toHaveBeenLastCalledWith('2025-06-15')
  })
  test("the calendar grid moves by day, week and month from the keyboard, Home and End to the week's ends; Enter picks", async () => {
    const onChange = vi.fn()
    render(<DatePicker aria-label="Return due" value="2025-06-01" onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }))
    expect(document.activeElement).toHaveAttribute('data-date', '2025-06-01')
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{PageDown}')
    expect(document.activeElement).toHaveAttribute('data-date', '2025-07-09')
    await userEvent.keyboard('{PageUp}{ArrowLeft}{ArrowUp}')
    expect(document.activeElement).toHaveAttribute('data-date', '2025-06-01')
    await userEvent.keyboard('{ArrowRight}{End}')
    expect(document.activeElement).toHaveAttribute('data-date', '2025-06-08')
    await userEvent.keyboard('{Home}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2025-06-02')
  })
  test('an impossible typed date falls back to the previous value', async () => {
    const onChange = vi.fn()
    render(<DatePicker aria-label="Opening date" value="2025-06-01" onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Opening date' })
    await userEvent.clear(input)
    await userEvent.type(input, '2025-02-30')
    fireEvent.blur(input)
    expect(onChange).not.toHaveBeenCalled()
    expect(input).toHaveValue('2025-06-01')
  })
})

describe('upload', () => {
  const file = (name: string, bytes: number, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type })
  test('size in kb, rounded from bytes / 1000', () => {
    expect(sizeInKb(1499)).toBe('1 kb')
    expect(sizeInKb(1500)).toBe('2 kb')
    expect(sizeInKb(250_000)).toBe('250 kb')
  })
  test('limit 1 replaces the file; other limits stop adding', () => {
    expect(addFiles(['a'], ['b'], 1)).toEqual(['b'])
    expect(addFiles(['a', 'b'], ['c', 'd'], 3)).toEqual(['a', 'b', 'c'])
    expect(addFiles(['a'], ['b', 'c'])).toEqual(['a', 'b', 'c'])
  })
  test('beforeUpload: false means "Upload Failed!", a string is shown as it is', async () => {
    expect(await checkBeforeUpload(() => false, [])).toBe('Upload Failed!')
    expect(await checkBeforeUpload(async () => 'Only PDF files, please', [])).toBe('Only PDF files, please')
    expect(await checkBeforeUpload(() => true, [])).toBeNull()
    expect(await checkBeforeUpload(undefined, [])).toBeNull()
  })
  test('file kinds for previews and icons', () => {
    expect(fileKind({ name: 'x.png', type: 'image/png' })).toBe('image')
    expect(fileKind({ name: 'challan.PDF', type: '' })).toBe('pdf')
    expect(fileKind({ name: 'ecr.zip', type: 'application/zip' })).toBe('zip')
  })
  test('a rejected file shows "Upload Failed!" in a toast for 2000 ms and is not added', async () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    const { container } = render(
      <>
        <Toaster />
        <Upload fileList={[]} onChange={onChange} beforeUpload={() => false} />
      </>,
    )
    const input = container.querySelector('input[type=file]') as HTMLInputElement
    await act(async () => {
      fireEvent.change(input, { target: { files: [file('a.pdf', 10)] } })
    })
    const shown = screen.getByRole('status')
    expect(shown).toHaveTextContent('Upload Failed!')
    // A toast, not text inside the upload box.
    expect(container.contains(shown)).toBe(false)
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1999))
    expect(screen.getByText('Upload Failed!')).toBeInTheDocument()
    // 2000 ms, then the fade and removal.
    act(() => vi.advanceTimersByTime(1 + TOAST.fadeMs + TOAST.removalMs))
    expect(screen.queryByText('Upload Failed!')).not.toBeInTheDocument()
  })
  test('each file shows its name and size in kb (SPEC.md section 5), not its MIME type', () => {
    render(<Upload fileList={[file('challan.pdf', 52_400)]} onChange={() => undefined} />)
    expect(screen.getByText('challan.pdf')).toBeInTheDocument()
    expect(screen.getByText('52 kb')).toBeInTheDocument()
    expect(screen.queryByText(/application\/pdf/)).not.toBeInTheDocument()
  })
})

describe('tabs', () => {
  test('arrow keys move and select; only the selected tab is a Tab stop', async () => {
    function Harness() {
      const [tab, setTab] = useState('entity')
      return (
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List aria-label="Group company setup">
            <Tabs.Nav value="entity">Entity</Tabs.Nav>
            <Tabs.Nav value="company">Company</Tabs.Nav>
            <Tabs.Nav value="branch">Branch</Tabs.Nav>
          </Tabs.List>
        </Tabs>
      )
    }
    render(<Harness />)
    await userEvent.tab()
    expect(screen.getByRole('tab', { name: 'Entity' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Branch' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Entity' })).toHaveAttribute('tabindex', '-1')
  })

  test('uncontrolled: defaultValue picks the first panel and ArrowLeft wraps to the last tab', async () => {
    const onChange = vi.fn()
    render(
      <Tabs defaultValue="pending" onChange={onChange}>
        <Tabs.List aria-label="Edit requests">
          <Tabs.Nav value="pending">Pending</Tabs.Nav>
          <Tabs.Nav value="history">History</Tabs.Nav>
        </Tabs.List>
        <Tabs.Panel value="pending">Waiting for approval</Tabs.Panel>
        <Tabs.Panel value="history">Approved and rejected</Tabs.Panel>
      </Tabs>,
    )
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Waiting for approval')
    await userEvent.tab()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('Approved and rejected')
    expect(onChange).toHaveBeenCalledWith('history')
  })
})
