import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/Button'
import { DataTable, type DataTableColumn, type SortState } from '@/components/ui/DataTable'
import { Switcher } from '@/components/ui/Switcher'
import { Tag } from '@/components/ui/Tag'
import { GallerySection } from './GallerySection'
import { sampleBranches, type SampleBranch } from './sample-branches'

const COLUMNS: DataTableColumn<SampleBranch>[] = [
  { id: 'code', header: 'Code', cell: (b) => b.code, enableSorting: true },
  { id: 'name', header: 'Branch', cell: (b) => b.name, enableSorting: true },
  { id: 'city', header: 'City', cell: (b) => b.city, enableSorting: true },
  { id: 'state', header: 'State', cell: (b) => b.state },
  { id: 'employees', header: 'Employees', cell: (b) => b.employees, enableSorting: true, align: 'end' },
  {
    id: 'status',
    header: 'Status',
    cell: (b) => <Tag tone={b.status === 'Active' ? 'green' : b.status === 'Closing' ? 'amber' : 'gray'}>{b.status}</Tag>,
  },
]

type SortableKey = 'code' | 'name' | 'city' | 'employees'

export function BranchTable() {
  const rows = useMemo(() => sampleBranches(2000), [])
  const [sort, setSort] = useState<SortState | null>(null)
  const [selected, setSelected] = useState<string[]>([])
  const [loading, setLoading] = useState(false)
  const [empty, setEmpty] = useState(false)
  // In the console the server sorts; the gallery sorts locally to show the controlled header.
  const sorted = useMemo(() => {
    if (!sort) return rows
    const key = sort.id as SortableKey
    const dir = sort.desc ? -1 : 1
    return [...rows].sort((a, b) => (a[key] < b[key] ? -dir : a[key] > b[key] ? dir : 0))
  }, [rows, sort])
  return (
    <GallerySection title="Data table (2,000 branches, virtualised)">
      <div className="flex w-full flex-wrap items-center gap-4">
        <Switcher checked={loading} onChange={setLoading} label="Loading state" />
        <Switcher checked={empty} onChange={setEmpty} label="Empty state" />
        <span className="text-sm text-gray-700 dark:text-gray-200" aria-live="polite">
          {selected.length} selected
        </span>
      </div>
      <div className="w-full">
        <DataTable
          label="Branches"
          columns={COLUMNS}
          data={empty || loading ? [] : sorted}
          loading={loading}
          rowKey={(b) => b.id}
          sort={sort}
          onSortChange={setSort}
          selectedKeys={selected}
          onSelectionChange={setSelected}
          emptyState={
            <div className="flex flex-col items-center gap-2">
              <p>No branches yet.</p>
              <Button variant="solid" size="sm" onClick={() => setEmpty(false)}>
                Add branch
              </Button>
            </div>
          }
        />
      </div>
    </GallerySection>
  )
}
