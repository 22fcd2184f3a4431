import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { COMPLIANCE_CATEGORY, COMPLIANCE_FREQUENCY, CRITICALITY, type ComplianceItem, type Criticality } from '@ihrc/contract/compliance'
import { frequencyLabel } from '@ihrc/contract/frequency'
import { type DataStatus, proofBySubmission, type DueItem, type ProofSubmission } from '@ihrc/contract/due-items'
import type { RecordDocument } from '@ihrc/contract/record-shapes'
import { endpoints, pathOf } from '@ihrc/contract/endpoints'
import { enumOptions } from '@/components/options/enum-options'
import { useStatusAppearance } from '@/components/status/status-settings'
import { useNamedOptions } from '@/components/options/user-options'
import { downloadFile } from '@/components/resource/download'
import { DueDateRule } from '@/components/statutory/DueDateRule'
import type { FilterConfig, OptionSource, ResourceColumn } from '@/components/resource/types'
import { formatDate, formatDateTime, formatDays, formatPeriod } from '@/components/ui/format'
import { DueStatusBadge } from '@/components/status/DueStatusBadge'
import { ShowAll } from '@/components/ui/ShowAll'
import { Button } from '@/components/ui/Button'
import { Tag, type Tone } from '@/components/ui/Tag'
import { useNamedRowsQuery } from '@/services/named-rows-api'
import { DueStatusCell, LatestRemark } from './remarks'

/** What the Audit Checklist screens share: filters, columns, the people to choose from. */

const CRITICALITY_TONE: Record<Criticality, Tone> = { low: 'gray', medium: 'amber', high: 'red' }

/** Criticality coloured, and always in words. */
export function CriticalityTag({ value }: { value: string }) {
  const known = value in CRITICALITY_TONE ? (value as Criticality) : null
  return <Tag tone={known ? CRITICALITY_TONE[known] : 'gray'}>{known ? CRITICALITY.labels[known] : value}</Tag>
}

const fixed = (options: OptionSource['options']) => (): OptionSource => ({ options })

export const useUserOptions = () => useNamedOptions(endpoints.user.list)

/** Users marked as authorised signatories (User Setup), the only ones who may sign a certificate. */
export function useSignatoryOptions(): OptionSource {
  const { data, isFetching } = useNamedRowsQuery(endpoints.user.list)
  return useMemo(
    () => ({
      options: (data ?? [])
        .filter((u) => (u as { is_authorised_signatory?: boolean }).is_authorised_signatory)
        .map((u) => ({ value: String(u.id), label: u.name })),
      loading: isFetching,
    }),
    [data, isFetching],
  )
}

export { branchFilter, companyFilter, groupFilter } from '@/components/options/place-filters'
export const frequencyFilter: FilterConfig = { key: 'frequency', label: 'Frequency', useOptions: fixed(enumOptions(COMPLIANCE_FREQUENCY)) }
export const ownerFilter: FilterConfig = { key: 'owner_id', label: 'Owner', useOptions: useUserOptions }
/** The caller's own items (`owner=me` / `approver=me`, the user from the token): the dashboard's "mine" cards open these, shown as a filter so the short list says why. */
export const mineAsOwnerFilter: FilterConfig = { key: 'owner', label: 'Owner', useOptions: fixed([{ value: 'me', label: 'Me' }]) }
export const mineAsApproverFilter: FilterConfig = { key: 'approver', label: 'Approver', useOptions: fixed([{ value: 'me', label: 'Me' }]) }
export const dateFilters: FilterConfig[] = [
  { key: 'from', label: 'Due from', kind: 'date' },
  { key: 'to', label: 'Due to', kind: 'date' },
]
/** The statuses to filter by, in the tenant's labels (Status Settings), as the badges write them. */
export function statusFilter(statuses: DataStatus[]): FilterConfig {
  return {
    key: 'data_status',
    label: 'Status',
    useOptions: function useStatusOptions() {
      const looks = useStatusAppearance()
      return useMemo(() => ({ options: looks ? statuses.map((s) => ({ value: s, label: looks[s].label })) : [], loading: !looks }), [looks])
    },
  }
}

/**
 * How wide the compliance lists' long texts may be (px) before they are cut, one line each,
 * whole on hover, on focus and in the row's View: an act's full title ran to nine lines at
 * 1366 px (Assigned Checklist), a row 220 px high.
 */
export const CUT = { code: 140, act: 180, header: 220, branch: 150, person: 140 } as const

/** A library or custom item's columns (Recommended and Custom Checklist). */
export function itemColumns<T extends ComplianceItem>(): ResourceColumn<T>[] {
  return [
    { key: 'code', header: 'Code', sortable: true, maxWidth: CUT.code },
    { key: 'act', header: 'Act', sortable: true, maxWidth: CUT.act },
    { key: 'rule_or_section', header: 'Rule / section', cell: (r) => r.rule_or_section ?? '—' },
    { key: 'header', header: 'Header', maxWidth: CUT.header },
    { key: 'frequency', header: 'Frequency', cell: (r) => frequencyLabel(r.frequency) },
    { key: 'criticality', header: 'Criticality', cell: (r) => <CriticalityTag value={r.criticality} /> },
    { key: 'state_name', header: 'State', cell: (r) => r.state_name ?? 'Central' },
  ]
}

/**
 * How wide a due item's texts may be: narrower than the checklists' (CUT), as one item is
 * due at many branches and rows that differ only by branch read as copies of one another
 * unless the branch is in view with the rest.
 */
const DUE_CUT = { header: 190, branch: 130, remark: 160 } as const
/**
 * A due item's columns (Due Compliance, Status, History), those read first leading so
 * they are in view at 1366 px (issue 19 items 6 and 9): when it is due, its status with a
 * rejection's reason, what it is, where, the latest remark; every cell one line, whole on
 * hover or on demand.
 */
export const dueColumns: ResourceColumn<DueItem>[] = [
  {
    key: 'due_date',
    header: 'Due date',
    sortable: true,
    cell: (r) => (
      <span className="inline-flex items-center gap-2 whitespace-nowrap">
        {formatDate(r.due_date)}
        <DueDateRule scheme={r.statutory_scheme} stateId={r.state_id} on={r.period_start} complianceId={r.compliance_id} />
      </span>
    ),
  },
  { key: 'status', header: 'Status', cell: (r) => <DueStatusCell item={r} /> },
  {
    key: 'header',
    header: 'Header',
    maxWidth: DUE_CUT.header,
    title: (r) => r.header,
    cell: (r) => <Link to={`/compliance-details/${r.compliance_id}`}>{r.header}</Link>,
  },
  { key: 'branch', header: 'Branch', maxWidth: DUE_CUT.branch, cell: (r) => r.branch.name },
  { key: 'remarks', header: 'Latest remark', maxWidth: DUE_CUT.remark, cell: (r) => <LatestRemark item={r} /> },
  { key: 'period', header: 'Period', cell: (r) => formatPeriod(r.period_start, r.period_end) },
  { key: 'code', header: 'Code', maxWidth: CUT.code, cell: (r) => r.code ?? '—' },
  { key: 'criticality', header: 'Criticality', cell: (r) => <CriticalityTag value={r.criticality} /> },
  { key: 'category', header: 'Category', cell: (r) => COMPLIANCE_CATEGORY.labels[r.category] },
  { key: 'act', header: 'Act', maxWidth: CUT.act },
  { key: 'owner', header: 'Owner', maxWidth: CUT.person, cell: (r) => r.owner?.name ?? 'Not assigned' },
]

/** The proof column; `onRemove`: an admin's removal of a file (History: approved proof, with a reason). */
export const proofColumnOf = (onRemove?: RemoveProof): ResourceColumn<DueItem> => ({
  key: 'proof',
  header: 'Proof',
  maxWidth: 200,
  cell: (r) => <ProofCell item={r} onRemove={onRemove} />,
})
export const proofColumn = proofColumnOf()

export type RemoveProof = (item: DueItem, file: RecordDocument) => void

/** "Complied with delay" in the tenant's label and colour (Status Settings), with the days. */
export function DelayBadge({ days }: { days: number }) {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <DueStatusBadge status="complied_with_delay" />
      <span className="text-xs">({formatDays(days)})</span>
    </span>
  )
}

/** What became of a submission's proof, in words: the earlier, rejected one is never mistaken for the one under review. */
function submissionCaption(group: ProofSubmission): string {
  if (!group.submitted_at) return 'Not submitted yet'
  const when = formatDateTime(group.submitted_at)
  if (group.decision === 'rejected') return `Rejected submission of ${when}`
  if (group.decision === 'approved') return `Approved submission of ${when}`
  return `Submitted ${when}, awaiting approval`
}

/**
 * Each proof file as a download through the API (the token travels with it), grouped by
 * the submission it went with; a rejected submission's files are marked so, with its
 * date (issue 19 item 18).
 */
export function ProofList({ item, onRemove }: { item: DueItem; onRemove?: RemoveProof }) {
  const groups = proofBySubmission(item)
  if (groups.length === 0) return <span className="text-gray-600 dark:text-gray-300">None</span>
  return (
    <div className="flex flex-col gap-2">
      {groups.map((group) => (
        <section key={group.submitted_at ?? 'draft'} aria-label={submissionCaption(group)}>
          <p
            className={
              group.decision === 'rejected'
                ? 'text-xs font-semibold text-red-800 dark:text-red-200'
                : 'text-xs text-gray-700 dark:text-gray-200'
            }
          >
            {submissionCaption(group)}
          </p>
          <ul className="flex flex-col items-start">
            {group.files.map((file: RecordDocument) => (
              <li key={file.id}>
                <Button
                  size="xs"
                  variant="plain"
                  aria-label={`Download ${file.name}${group.decision === 'rejected' ? ' (rejected submission)' : ''}`}
                  onClick={() =>
                    void downloadFile(pathOf(endpoints.dueItem.proof, { id: item.id, fileId: file.id }), file.name).catch(() => {})
                  }
                >
                  {file.name}
                </Button>
                {onRemove && (
                  <Button size="xs" variant="plain" aria-label={`Remove ${file.name}`} onClick={() => onRemove(item, file)}>
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** The proof on one line (the latest submission's files, and how many an earlier rejected one had); all of it on demand. */
export function ProofCell({ item, onRemove }: { item: DueItem; onRemove?: RemoveProof }) {
  const groups = proofBySubmission(item)
  if (groups.length === 0) return <span className="text-gray-600 dark:text-gray-300">None</span>
  const [latest, ...earlier] = groups
  const rejected = earlier.filter((g) => g.decision === 'rejected').reduce((n, g) => n + g.files.length, 0)
  const names = latest!.files.map((f) => f.name).join(', ')
  return (
    <ShowAll
      label={`Proof of ${item.code ?? item.header} due ${formatDate(item.due_date)}`}
      hint={`${item.proof.length} ${item.proof.length === 1 ? 'file' : 'files'}: show all`}
      summary={rejected ? `${names} · ${rejected} from a rejected submission` : names}
    >
      <ProofList item={item} onRemove={onRemove} />
    </ShowAll>
  )
}
