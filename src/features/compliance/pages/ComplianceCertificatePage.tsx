import { useState } from 'react'
import { MONTH_NAMES, dayAfterMonth, monthHasEnded, openItemsNote } from '@ihrc/contract/certificate-text'
import { businessToday } from '@ihrc/contract/business-day'
import type { Certificate } from '@ihrc/contract/due-items'
import { ConfirmDialog } from '@/components/resource/ConfirmDialog'
import { FilterSelect } from '@/components/resource/FilterSelect'
import { EmptyState, ErrorState } from '@/components/resource/ListStates'
import { useCan } from '@/components/resource/use-can'
import { useListParams } from '@/components/resource/use-list-params'
import { useResourceList } from '@/components/resource/use-resource-list'
import { Button } from '@/components/ui/Button'
import { formatDate, formatDateTime } from '@/components/ui/format'
import { DataTable } from '@/components/ui/DataTable'
import { MonthPicker } from '@/components/ui/MonthPicker'
import { Pagination } from '@/components/ui/Pagination'
import { Progress } from '@/components/ui/Progress'
import { toast } from '@/components/ui/toast'
import { useAppDispatch } from '@/store/hooks'
import { downloadCertificate, generateCertificate } from '../calls'
import { companyFilter } from '../compliance-config'
import { certificates } from '../slices'
import { Page } from '@/components/shared/Page'

const MONTHS = MONTH_NAMES
// The certificate's month is one choice on the kit's month picker (issue 19 item 16); the list takes it as `year` and `month`.
const FILTER_KEYS = [companyFilter.key, 'year', 'month']
const pickedMonth = (filters: Record<string, string>) =>
  filters.year && filters.month ? `${filters.year}-${filters.month.padStart(2, '0')}` : null
const rowKey = (c: Certificate) => `${c.company.id}-${c.year}-${c.month}`
const name = (c: Certificate) => `${c.company.name} ${MONTHS[c.month - 1]} ${c.year}`

/**
 * One company's month per row, the latest first: how many of its due items are closed,
 * and its certificate (generated when every item is closed, or on demand here once the
 * month has ended), downloaded as xlsx. Generating with items still open asks first: the
 * certificate lists them as exceptions.
 */
export default function ComplianceCertificatePage() {
  const dispatch = useAppDispatch()
  const { view, query, update } = useListParams(FILTER_KEYS)
  const list = useResourceList(certificates, query)
  const canGenerate = useCan('audit.compliance_certificate').create
  const [busy, setBusy] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<Certificate | null>(null)
  const today = businessToday()

  const generate = async (c: Certificate) => {
    setConfirming(null)
    setBusy(rowKey(c))
    const made = await dispatch(generateCertificate(c.company.id, c.year, c.month))
    setBusy(null)
    if ('error' in made) return toast.push({ type: 'danger', title: 'Error', content: made.error.message })
    toast.push({ type: 'success', title: 'Certificate generated', content: name(c) })
    void list.reload()
  }
  const download = async (c: Certificate) => {
    if (c.id === null) return
    setBusy(rowKey(c))
    // A failure is told by the http layer's toast ("Failed to download certificate").
    await downloadCertificate(c.id)
    setBusy(null)
  }

  const rows = list.list as Certificate[]
  const filtered = Object.values(view.filters).some(Boolean)
  return (
    <Page title="Compliance Certificate">
      <div className="flex flex-wrap items-end gap-3" role="toolbar" aria-label="Compliance Certificate tools">
        <FilterSelect filter={companyFilter} filters={view.filters} onChange={(value) => update({ [companyFilter.key]: value })} />
        <div className="w-40">
          <MonthPicker
            label="Month"
            placeholder="Month"
            size="sm"
            value={pickedMonth(view.filters)}
            onChange={(month: string) => update({ year: month.slice(0, 4), month: String(Number(month.slice(5))) })}
            onClear={() => update({ year: null, month: null })}
          />
        </div>
      </div>
      {list.error && rows.length === 0 && !list.loading ? (
        <ErrorState message={list.error} onRetry={list.reload} />
      ) : (
        <DataTable
          label="Compliance certificates"
          data={rows}
          loading={list.loading}
          rowKey={rowKey}
          emptyState={
            <EmptyState
              filtered={filtered}
              noun="certificate"
              hint="Certificates are listed per company and month once due items are assigned."
              onClearFilters={() => update(Object.fromEntries(FILTER_KEYS.map((k) => [k, null])))}
            />
          }
          columns={[
            { id: 'company', header: 'Company', cell: (c) => c.company.name },
            { id: 'year', header: 'Year', cell: (c) => c.year },
            { id: 'month', header: 'Month', cell: (c) => MONTHS[c.month - 1] },
            {
              id: 'progress',
              header: 'Progress',
              cell: (c) => (
                <div className="flex w-48 items-center gap-2">
                  <Progress percent={c.total ? (c.closed / c.total) * 100 : 100} label={`${name(c)} closed`} />
                  <span className="whitespace-nowrap">
                    {c.closed} / {c.total}
                  </span>
                </div>
              ),
            },
            {
              id: 'generated_at',
              header: 'Generated',
              cell: (c) =>
                c.generated_at
                  ? formatDateTime(c.generated_at)
                  : monthHasEnded(c.year, c.month, today)
                    ? 'Not yet'
                    : `From ${formatDate(dayAfterMonth(c.year, c.month))}`,
            },
            {
              id: 'actions',
              header: 'Actions',
              pinned: true,
              cell: (c) => (
                <div className="flex gap-1">
                  {canGenerate && monthHasEnded(c.year, c.month, today) && (
                    <Button
                      size="xs"
                      variant="plain"
                      aria-label={`Generate ${name(c)}`}
                      loading={busy === rowKey(c)}
                      onClick={() => (c.closed < c.total ? setConfirming(c) : void generate(c))}
                    >
                      Generate
                    </Button>
                  )}
                  {c.id !== null && (
                    <Button size="xs" variant="plain" aria-label={`Download ${name(c)}`} onClick={() => void download(c)}>
                      Download
                    </Button>
                  )}
                </div>
              ),
            },
          ]}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={`Generate ${name(confirming)} with open items?`}
          confirmLabel="Generate"
          busy={busy === rowKey(confirming)}
          onConfirm={() => void generate(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{openItemsNote(confirming.total - confirming.closed, confirming.total)}</p>
        </ConfirmDialog>
      )}
      {list.meta && list.meta.total > 0 && (
        <Pagination
          currentPage={view.page}
          pageSize={view.pageSize}
          total={list.meta.total}
          totalIsEstimate={list.meta.total_is_estimate}
          onChange={(page: number) => update({ page })}
          onPageSizeChange={(size: number) => update({ page_size: size })}
        />
      )}
    </Page>
  )
}
