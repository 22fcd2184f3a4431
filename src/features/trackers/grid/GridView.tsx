import { businessToday } from '@ihrc/contract/business-day'
import { MISSING_EXPOSURE_NOTE } from '@ihrc/contract/tracker-grid'
import { TRACKER_CELL_STATUS } from '@ihrc/contract/status-labels'
import { TRACKER_FAMILIES, type TrackerFamilyDef } from '@ihrc/contract/tracker-families'
import { enumOptions } from '@/components/options/enum-options'
import { pathOf } from '@ihrc/contract/endpoints'
import { useState } from 'react'
import { FilterSelect } from '@/components/resource/FilterSelect'
import { downloadSpreadsheet } from '@/components/resource/download'
import type { FilterConfig } from '@/components/resource/types'
import { useListParams } from '@/components/resource/use-list-params'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Spinner } from '@/components/ui/Spinner'
import { Tag } from '@/components/ui/Tag'
import { PAYMENT_LOOK } from '@/components/status/payment-status'
import { useCompanyOptions, useStateOptions } from '@/components/options/company-options'
import type { HttpQueryError } from '@/services/api'
import type { FamilyView } from '../family-view'
import { financialYearOf, yearOptions } from '../periods'
import { useTrackerGridQuery } from './grid-api'
import { PaymentGrid } from './PaymentGrid'
import { ExposureTotals } from './ExposureTotals'

const GRID_FILTERS: FilterConfig[] = [
  { key: 'year', label: 'Financial year', useOptions: () => ({ options: yearOptions() }) },
  { key: 'company_id', label: 'Company', useOptions: useCompanyOptions },
  { key: 'state_id', label: 'State', useOptions: useStateOptions },
  { key: 'status', label: 'Status', useOptions: () => ({ options: enumOptions(TRACKER_CELL_STATUS) }) },
]

/** A family owed only by the registrations a row of it was entered for (PF IW: only where there are international workers). */
const owedWhereRecorded = (key: string) => !!(TRACKER_FAMILIES as Record<string, TrackerFamilyDef>)[key]?.owedWhereRecorded

/**
 * "Missing and late at a glance": the family's registrations by month for one financial
 * year (this one unless another is chosen), with the exposure totals per company.
 */
export function GridView({ family, onOpen }: { family: FamilyView; onOpen: (rowId: number) => void }) {
  const { view, update } = useListParams(GRID_FILTERS)
  const params = { ...view.filters, year: view.filters.year || financialYearOf(businessToday()) }
  const grid = useTrackerGridQuery({ endpoint: family.endpoints.grid, list: family.endpoints.list, params })
  const [exporting, setExporting] = useState(false)

  const exportGrid = async () => {
    setExporting(true)
    try {
      await downloadSpreadsheet(pathOf(family.endpoints.gridExport), `${family.stem}-grid-${params.year}.xlsx`, params)
    } catch {
      // The http layer has already shown the error toast.
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2" role="toolbar" aria-label={`${family.label} grid tools`}>
        {GRID_FILTERS.map((filter) => (
          <FilterSelect
            key={filter.key}
            filter={filter}
            filters={{ ...view.filters, year: params.year }}
            onChange={(value) => update({ [filter.key]: value })}
          />
        ))}
        <div className="ms-auto">
          <Button size="sm" onClick={exportGrid} loading={exporting}>
            Export
          </Button>
        </div>
      </div>
      <Legend exposure={family.exposure} />
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
          <PaymentGrid grid={grid.currentData} family={family.label} exposure={family.exposure} onOpen={onOpen} scheme={family.scheme} />
          {family.exposure && <ExposureTotals totals={grid.currentData.totals} year={grid.currentData.year} />}
        </>
      ) : (
        <p className="py-10 text-center text-gray-600 dark:text-gray-300">
          {owedWhereRecorded(family.key)
            ? `No ${family.codeLabel} matches these filters with a ${family.label} row. A ${family.codeLabel} owes ${family.label} once its first ${family.label} row is entered in the list, and then shows here.`
            : `No ${family.label} registration matches these filters. Add the company's ${family.label} registrations in its setup to see them here.`}
        </p>
      )}
    </div>
  )
}

/** The grid's words and colours, as the list's status tags draw them; what the days and Missing mean, and why Missing shows no exposure. */
function Legend({ exposure }: { exposure: boolean }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <ul aria-label="What the cells mean" className="flex flex-wrap items-center gap-2">
        {TRACKER_CELL_STATUS.values.map((status) => {
          const look = PAYMENT_LOOK[status]
          return (
            <li key={status}>
              <Tag tone={look.tone} outline={look.outline}>
                <look.Icon size={12} />
                {look.short}
                {look.short !== TRACKER_CELL_STATUS.labels[status] && (
                  <span className="sr-only">: {TRACKER_CELL_STATUS.labels[status]}</span>
                )}
              </Tag>
            </li>
          )
        })}
      </ul>
      <p className="text-gray-700 dark:text-gray-200">
        “d”: days paid late, or overdue so far. Missing: nothing recorded for a period whose due date has passed
        {exposure ? `; ${MISSING_EXPOSURE_NOTE.charAt(0).toLowerCase()}${MISSING_EXPOSURE_NOTE.slice(1)}` : ''}. None due: the period is not
        levied. Unknown: the state levies it but its due rule is not confirmed; Rule opens what is on record.
      </p>
    </div>
  )
}
