import { businessToday, TRACKER_CELL_STATUS } from '@ihrc/contract'
import { enumOptions } from '@/components/options/enum-options'
import { pathOf } from '@ihrc/contract/endpoints'
import { useState } from 'react'
import { FilterSelect } from '@/components/resource/FilterSelect'
import { downloadFile } from '@/components/resource/download'
import type { FilterConfig } from '@/components/resource/types'
import { useListParams } from '@/components/resource/use-list-params'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Spinner } from '@/components/ui/Spinner'
import { Tag } from '@/components/ui/Tag'
import { useCompanyOptions, useStateOptions } from '@/components/options/company-options'
import type { HttpQueryError } from '@/services/api'
import type { FamilyView } from '../family-view'
import { financialYearOf, yearOptions } from '../periods'
import { CELL_TONE } from './cell-status'
import { useTrackerGridQuery } from './grid-api'
import { PaymentGrid } from './PaymentGrid'
import { ExposureTotals } from './ExposureTotals'

const GRID_FILTERS: FilterConfig[] = [
  { key: 'year', label: 'Financial year', useOptions: () => ({ options: yearOptions() }) },
  { key: 'company_id', label: 'Company', useOptions: useCompanyOptions },
  { key: 'state_id', label: 'State', useOptions: useStateOptions },
  { key: 'status', label: 'Status', useOptions: () => ({ options: enumOptions(TRACKER_CELL_STATUS) }) },
]
const KEYS = GRID_FILTERS.map((f) => f.key)

/**
 * "Missing and late at a glance": the family's registrations by month for one financial
 * year (this one unless another is chosen), with the exposure totals per company.
 */
export function GridView({ family, onOpen }: { family: FamilyView; onOpen: (rowId: number) => void }) {
  const { view, update } = useListParams(KEYS)
  const params = { ...view.filters, year: view.filters.year || financialYearOf(businessToday()) }
  const grid = useTrackerGridQuery({ endpoint: family.endpoints.grid, tag: family.endpoints.list.path, params })
  const [exporting, setExporting] = useState(false)

  const exportGrid = async () => {
    setExporting(true)
    try {
      await downloadFile(pathOf(family.endpoints.gridExport), `${family.stem}-grid-${params.year}.xlsx`, params)
    } catch {
      // The http layer has already shown the error toast.
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3" role="toolbar" aria-label={`${family.label} grid tools`}>
        {GRID_FILTERS.map((filter) => (
          <FilterSelect
            key={filter.key}
            filter={filter}
            filters={{ ...view.filters, year: params.year }}
            onChange={(value) => update({ [filter.key]: value })}
          />
        ))}
        <div className="ms-auto">
          <Button onClick={exportGrid} loading={exporting}>
            Export
          </Button>
        </div>
      </div>
      <Legend />
      {grid.isFetching && !grid.currentData ? (
        <Spinner label="Loading the grid" />
      ) : grid.error ? (
        <Alert type="danger" title="Could not load the grid">
          {(grid.error as HttpQueryError).messages.join('\n')}
          <Button size="sm" className="mt-2" onClick={() => void grid.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : grid.currentData && grid.currentData.rows.length > 0 ? (
        <>
          <PaymentGrid grid={grid.currentData} family={family.label} onOpen={onOpen} scheme={family.scheme} />
          {family.exposure && <ExposureTotals totals={grid.currentData.totals} year={grid.currentData.year} />}
        </>
      ) : (
        <p className="py-10 text-center text-gray-600 dark:text-gray-300">
          No {family.label} registration matches these filters. Add the company&apos;s {family.label} registrations in its setup to see them
          here.
        </p>
      )}
    </div>
  )
}

function Legend() {
  return (
    <ul aria-label="What the cells mean" className="flex flex-wrap gap-2 text-sm">
      {TRACKER_CELL_STATUS.values.map((status) => (
        <li key={status}>
          <Tag tone={CELL_TONE[status]}>{TRACKER_CELL_STATUS.labels[status]}</Tag>
        </li>
      ))}
      <li className="text-gray-600 dark:text-gray-300">Missing: no payment recorded and the due date has passed.</li>
    </ul>
  )
}
