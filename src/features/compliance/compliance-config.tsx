import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import {
  COMPLIANCE_FREQUENCY,
  CRITICALITY,
  DATA_STATUS,
  type ComplianceItem,
  type Criticality,
  type DataStatus,
  type DueItem,
  type RecordDocument,
} from '@ihrc/contract'
import { endpoints, pathOf } from '@ihrc/contract/endpoints'
import { useBranchOptions, useCompanyOptions, useGroupOptions } from '@/components/options/company-options'
import { enumOptions } from '@/components/options/enum-options'
import { useNamedOptions } from '@/components/options/user-options'
import { downloadFile } from '@/components/resource/download'
import { DueDateRule } from '@/components/statutory/DueDateRule'
import type { FilterConfig, OptionSource, ResourceColumn } from '@/components/resource/types'
import { DueStatusBadge } from '@/components/status/DueStatusBadge'
import { Button } from '@/components/ui/Button'
import { Tag, type Tone } from '@/components/ui/Tag'
import { useNamedRowsQuery } from '@/services/named-rows-api'

/** What the Audit Checklist screens share: filters, columns, the people to choose from. */

const CRITICALITY_TONE: Record<Criticality, Tone> = { low: 'gray', medium: 'amber', high: 'red' }

/** Criticality coloured, and always in words. */
export function CriticalityTag({ value }: { value: string }) {
  const known = value in CRITICALITY_TONE ? (value as Criticality) : null
  return <Tag tone={known ? CRITICALITY_TONE[known] : 'gray'}>{known ? CRITICALITY.labels[known] : value}</Tag>
}

const frequencyLabel = (v: string) => COMPLIANCE_FREQUENCY.labels[v as keyof typeof COMPLIANCE_FREQUENCY.labels] ?? v
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

export const companyFilter: FilterConfig = { key: 'company_id', label: 'Company', useOptions: useCompanyOptions, clears: ['branch_id'] }
export const branchFilter: FilterConfig = { key: 'branch_id', label: 'Branch', useOptions: useBranchOptions }
export const groupFilter: FilterConfig = {
  key: 'group_id',
  label: 'Group',
  useOptions: useGroupOptions,
  clears: ['company_id', 'branch_id'],
}
export const frequencyFilter: FilterConfig = { key: 'frequency', label: 'Frequency', useOptions: fixed(enumOptions(COMPLIANCE_FREQUENCY)) }
export const ownerFilter: FilterConfig = { key: 'owner_id', label: 'Owner', useOptions: useUserOptions }
export const dateFilters: FilterConfig[] = [
  { key: 'from', label: 'Due from', kind: 'date' },
  { key: 'to', label: 'Due to', kind: 'date' },
]
export function statusFilter(statuses: DataStatus[]): FilterConfig {
  return {
    key: 'data_status',
    label: 'Status',
    useOptions: fixed(statuses.map((s) => ({ value: s, label: DATA_STATUS.labels[s] }))),
  }
}

/** A library or custom item's columns (Recommended and Custom Checklist). */
export function itemColumns<T extends ComplianceItem>(): ResourceColumn<T>[] {
  return [
    { key: 'code', header: 'Code', sortable: true },
    { key: 'act', header: 'Act', sortable: true },
    { key: 'rule_or_section', header: 'Rule / section', cell: (r) => r.rule_or_section ?? '—' },
    { key: 'header', header: 'Header' },
    { key: 'frequency', header: 'Frequency', cell: (r) => frequencyLabel(r.frequency) },
    { key: 'criticality', header: 'Criticality', cell: (r) => <CriticalityTag value={r.criticality} /> },
    { key: 'state_name', header: 'State', cell: (r) => r.state_name ?? 'Central' },
  ]
}

/** A due item's columns (Due Compliance, Status, History). */
export const dueColumns: ResourceColumn<DueItem>[] = [
  { key: 'code', header: 'Code', cell: (r) => r.code ?? '—' },
  { key: 'header', header: 'Header', cell: (r) => <Link to={`/compliance-details/${r.compliance_id}`}>{r.header}</Link> },
  { key: 'act', header: 'Act' },
  { key: 'criticality', header: 'Criticality', cell: (r) => <CriticalityTag value={r.criticality} /> },
  { key: 'branch', header: 'Branch', cell: (r) => r.branch.name },
  { key: 'period', header: 'Period', cell: (r) => `${r.period_start} – ${r.period_end}` },
  {
    key: 'due_date',
    header: 'Due date',
    sortable: true,
    cell: (r) => (
      <span className="inline-flex items-center gap-2 whitespace-nowrap">
        {r.due_date}
        <DueDateRule scheme={r.statutory_scheme} stateId={r.state_id} on={r.period_start} complianceId={r.compliance_id} />
      </span>
    ),
  },
  { key: 'status', header: 'Status', cell: (r) => <DueStatusBadge status={r.data_status} /> },
  { key: 'owner', header: 'Owner', cell: (r) => r.owner?.name ?? 'Not assigned' },
]

export const proofColumn: ResourceColumn<DueItem> = { key: 'proof', header: 'Proof', cell: (r) => <ProofLinks item={r} /> }

/** Each proof file as a download through the API (the token travels with it). */
export function ProofLinks({ item }: { item: DueItem }) {
  if (item.proof.length === 0) return <span className="text-gray-600 dark:text-gray-300">None</span>
  return (
    <span className="flex flex-col items-start">
      {item.proof.map((file: RecordDocument) => (
        <Button
          key={file.id}
          size="xs"
          variant="plain"
          aria-label={`Download ${file.name}`}
          onClick={() => void downloadFile(pathOf(endpoints.dueItem.proof, { id: item.id, fileId: file.id }), file.name).catch(() => {})}
        >
          {file.name}
        </Button>
      ))}
    </span>
  )
}

/** The remarks of an item's trail, oldest first: who said what, when. */
export function RemarkTrail({ item }: { item: DueItem }) {
  if (item.remarks.length === 0) return null
  return (
    <ol aria-label={`Remarks on ${item.header}`} className="flex flex-col gap-1 text-sm">
      {item.remarks.map((r, i) => (
        <li key={i}>
          <span className="font-semibold">{r.by?.name ?? 'A removed user'}</span> <time dateTime={r.at}>{r.at.slice(0, 10)}</time>: {r.text}
        </li>
      ))}
    </ol>
  )
}
