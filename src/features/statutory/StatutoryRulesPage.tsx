import { useMemo, useState } from 'react'
import {
  FACT_CONFIDENCE,
  STATUTORY_FACT,
  type StatutoryFact,
  type StatutoryFactKind,
  type StatutoryRulesQuery,
} from '@ihrc/contract/statutory-facts'
import { STATUTORY_SCHEME, type StatutoryScheme } from '@ihrc/contract/statutory'
import { describeFactValue } from '@ihrc/contract/statutory-describe'
import { endpoints, pathOf } from '@ihrc/contract/endpoints'
import { useStateOptions } from '@/components/options/company-options'
import { enumOptions } from '@/components/options/enum-options'
import { downloadSpreadsheet } from '@/components/resource/download'
import { FilterSelect } from '@/components/resource/FilterSelect'
import type { FilterConfig } from '@/components/resource/types'
import { useListParams } from '@/components/resource/use-list-params'
import { CONFIDENCE_TONE, FactCard } from '@/components/statutory/FactCard'
import { useStatutoryRulesQuery } from '@/components/statutory/rules-api'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable'
import { Dialog } from '@/components/ui/Dialog'
import { Tag } from '@/components/ui/Tag'
import { Page } from '@/components/shared/Page'

const SCHEMES = { options: enumOptions(STATUTORY_SCHEME) }
const FACTS = { options: enumOptions(STATUTORY_FACT) }
/** The lists' own filters (resource/FilterSelect), so this page's toolbar reads as every other list's. */
const FILTERS: FilterConfig[] = [
  { key: 'scheme', label: 'Scheme', useOptions: () => SCHEMES },
  { key: 'state_id', label: 'State', useOptions: useStateOptions },
  { key: 'fact', label: 'Fact', useOptions: () => FACTS },
  { key: 'on', label: 'In force on', kind: 'date' },
]

/**
 * Global Settings → Statutory Rules (issue 21): every statutory fact behind the console's
 * due dates and expected amounts, read-only, with its instrument, dates and sources;
 * filtered by scheme, state, kind of fact and the day they are in force; exported as xlsx.
 */
export default function StatutoryRulesPage() {
  // In the URL, as every list's: a filtered view survives a reload and can be shared.
  const { view, update } = useListParams(FILTERS)
  const { filters } = view
  const [opened, setOpened] = useState<StatutoryFact | null>(null)
  const query: StatutoryRulesQuery = useMemo(
    () => ({
      scheme: (filters.scheme || undefined) as StatutoryScheme | undefined,
      state_id: filters.state_id ? Number(filters.state_id) : undefined,
      fact: (filters.fact || undefined) as StatutoryFactKind | undefined,
      on: filters.on || undefined,
    }),
    [filters],
  )
  const { data, isFetching, isError } = useStatutoryRulesQuery(query)

  const columns: DataTableColumn<StatutoryFact>[] = [
    { id: 'scheme', header: 'Scheme', cell: (f) => STATUTORY_SCHEME.labels[f.scheme] },
    { id: 'state', header: 'State', cell: (f) => f.state_name ?? 'Central' },
    { id: 'fact', header: 'Fact', cell: (f) => STATUTORY_FACT.labels[f.fact] },
    // Cut to fit 1366 px beside the side menu; the whole rule on hover and on focus (the cut cell is a Tab stop), and in Details.
    { id: 'rule', header: 'Rule', cell: (f) => describeFactValue(f), maxWidth: 400, title: (f) => f.text },
    { id: 'from', header: 'In force', cell: (f) => `${f.effective_from}${f.effective_to ? ` to ${f.effective_to}` : ''}` },
    {
      id: 'confidence',
      header: 'Confidence',
      cell: (f) => <Tag tone={CONFIDENCE_TONE[f.confidence]}>{FACT_CONFIDENCE.labels[f.confidence]}</Tag>,
    },
    {
      id: 'open',
      header: <span className="sr-only">Details</span>,
      pinned: true,
      cell: (f) => (
        <Button
          size="xs"
          variant="plain"
          aria-label={`Details of ${STATUTORY_SCHEME.labels[f.scheme]} ${f.state_name ?? 'central'} ${STATUTORY_FACT.labels[f.fact]} from ${f.effective_from}`}
          onClick={() => setOpened(f)}
        >
          Details
        </Button>
      ),
    },
  ]

  return (
    <Page title="Statutory Rules">
      <p className="text-sm text-gray-600 dark:text-gray-300">
        The rules behind every due date and expected amount: levies, contribution periods, remittance schedules and amounts, each with its
        instrument, dates and sources. Read-only.
      </p>
      <div className="flex flex-wrap items-end gap-2" role="toolbar" aria-label="Statutory Rules tools">
        {FILTERS.map((filter) => (
          <FilterSelect key={filter.key} filter={filter} filters={filters} onChange={(value) => update({ [filter.key]: value })} />
        ))}
        <Button
          size="sm"
          className="ms-auto"
          onClick={() =>
            void downloadSpreadsheet(pathOf(endpoints.statutory.export), 'statutory-rules.xlsx', { ...query }).catch(() => undefined)
          }
        >
          Export
        </Button>
      </div>
      {isError && <Alert type="danger">The statutory rules could not be loaded. Please try again.</Alert>}
      <DataTable
        label="Statutory rules"
        columns={columns}
        data={data?.data ?? []}
        rowKey={(f) => String(f.id)}
        loading={isFetching}
        emptyState="No rule matches these filters: clear one to see more."
      />
      {opened && (
        <Dialog
          isOpen
          title={`${STATUTORY_SCHEME.labels[opened.scheme]}, ${opened.state_name ?? 'central'}`}
          onClose={() => setOpened(null)}
          width={720}
        >
          <FactCard fact={opened} />
        </Dialog>
      )}
    </Page>
  )
}
