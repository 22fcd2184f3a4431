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
import { enumOptions } from '@/components/options/enum-options'
import { downloadSpreadsheet } from '@/components/resource/download'
import { CONFIDENCE_TONE, FactCard } from '@/components/statutory/FactCard'
import { useStatutoryRulesQuery } from '@/components/statutory/rules-api'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable'
import { Dialog } from '@/components/ui/Dialog'
import { FormItem } from '@/components/ui/FormItem'
import { DatePicker } from '@/components/ui/DatePicker'
import { Select } from '@/components/ui/Select'
import { Tag } from '@/components/ui/Tag'
import { useStatesQuery } from '@/services/company-api'

/**
 * Global Settings → Statutory Rules (issue 21): every statutory fact behind the console's
 * due dates and expected amounts, read-only, with its instrument, dates and sources;
 * filtered by scheme, state, kind of fact and the day they are in force; exported as xlsx.
 */
export default function StatutoryRulesPage() {
  const [scheme, setScheme] = useState<string | null>(null)
  const [stateId, setStateId] = useState<string | null>(null)
  const [fact, setFact] = useState<string | null>(null)
  const [on, setOn] = useState('')
  const [opened, setOpened] = useState<StatutoryFact | null>(null)
  const states = useStatesQuery()
  const query: StatutoryRulesQuery = useMemo(
    () => ({
      scheme: (scheme as StatutoryScheme | null) ?? undefined,
      state_id: stateId ? Number(stateId) : undefined,
      fact: (fact as StatutoryFactKind | null) ?? undefined,
      on: /^\d{4}-\d{2}-\d{2}$/.test(on) ? on : undefined,
    }),
    [scheme, stateId, fact, on],
  )
  const { data, isFetching, isError } = useStatutoryRulesQuery(query)
  const stateOptions = (states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))

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
    <section aria-labelledby="statutory-title" className="flex flex-col gap-4">
      <h1 id="statutory-title" className="text-xl font-semibold">
        Statutory Rules
      </h1>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        The rules behind every due date and expected amount: levies, contribution periods, remittance schedules and amounts, each with its
        instrument, dates and sources. Read-only.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <FormItem label="Scheme" htmlFor="rules-scheme">
          <Select
            id="rules-scheme"
            value={scheme}
            onChange={setScheme}
            options={enumOptions(STATUTORY_SCHEME)}
            clearable
            placeholder="All schemes"
          />
        </FormItem>
        <FormItem label="State" htmlFor="rules-state">
          <Select
            id="rules-state"
            value={stateId}
            onChange={setStateId}
            options={stateOptions}
            loading={states.isFetching}
            searchable
            clearable
            placeholder="All states"
          />
        </FormItem>
        <FormItem label="Fact" htmlFor="rules-fact">
          <Select id="rules-fact" value={fact} onChange={setFact} options={enumOptions(STATUTORY_FACT)} clearable placeholder="All facts" />
        </FormItem>
        <FormItem label="In force on" htmlFor="rules-on">
          <DatePicker id="rules-on" value={on || null} onChange={(v) => setOn(v ?? '')} />
        </FormItem>
        <Button
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
    </section>
  )
}
