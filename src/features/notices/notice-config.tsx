import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { NOTICE_OPEN_STATE, dueText, needsAttention, noticeBody, type Notice, type NoticeSuggestionKind } from '@ihrc/contract/notices'
import { NOTICE_ATTENTION_DAYS, isNoticeClosed } from '@ihrc/contract/notice-facts'
import { businessToday } from '@ihrc/contract/business-day'
import { endpoints, pathOf } from '@ihrc/contract/endpoints'
import { Button } from '@/components/ui/Button'
import { Tag, type Tone } from '@/components/ui/Tag'
import { formatDate } from '@/components/ui/format'
import { formDataOf } from '@/components/custom-fields/form-data'
import { downloadFile } from '@/components/resource/download'
import type { FilterConfig, FormValues, OptionSource, ResourcePageConfig } from '@/components/resource/types'
import { useBranchOptions, useCompanyOptions } from '@/components/options/company-options'
import { groupFilter } from '@/components/options/place-filters'
import { linkedChoiceFilter, linkedDayFilter } from '@/components/resource/link-filters'
import { NoticeStatusBadge } from '@/components/status/NoticeStatusBadge'
import { statusSettingsApi } from '@/components/status/status-settings'
import { useCan } from '@/components/resource/use-can'
import { useNoticeSuggestionsQuery } from '@/services/notice-api'
import { noticeSlice } from './slices'

/**
 * Remittance Tracker → Notice Tracker (issue 22): the list with its criticality and
 * reply-due badges and hearing date, the filters of API.md, the export, custom fields
 * (module "notice") and the add form (multipart with the notice copy). Type, act, status
 * and criticality are the tenant's suggestion lists: a new name is kept as typed and the
 * server adds it to its list when the notice is saved.
 */

function useSuggestions(kind: NoticeSuggestionKind): OptionSource {
  const { data, isFetching } = useNoticeSuggestionsQuery(kind)
  return useMemo(() => ({ options: (data ?? []).map((r) => ({ value: r.name, label: r.name })), loading: isFetching }), [data, isFetching])
}
const useTypeOptions = () => useSuggestions('notice_type')
const useActOptions = () => useSuggestions('act')
/** The tenant's notice statuses, each under its label from Status Settings; the value is the name notices store. */
function useStatusOptions(): OptionSource {
  const { data, isFetching } = statusSettingsApi.useNoticeStatusSettingsQuery()
  return useMemo(
    () => ({ options: (data ?? []).map((r) => ({ value: r.status, label: r.label })), loading: isFetching }),
    [data, isFetching],
  )
}
const useCriticalityOptions = () => useSuggestions('criticality')
const keepTyped = async (label: string) => ({ value: label.trim(), label: label.trim() })

const CRITICALITY_TONE: Record<string, Tone> = { high: 'red', medium: 'amber', low: 'gray' }
export const criticalityCell = (n: Pick<Notice, 'criticality'>) => (
  <Tag tone={CRITICALITY_TONE[n.criticality.toLowerCase()] ?? 'blue'}>{n.criticality}</Tag>
)
export const statusCell = (n: Pick<Notice, 'status'>) => <NoticeStatusBadge status={n.status} />

/** Where the notice was served: the branch (or location) and its company, on one line. */
const placeOf = (n: Notice) => [n.branch_name ?? n.location, n.company_name].filter(Boolean).join(' · ')

/** The date and, for an open notice within the attention window or past, how far off it is. */
function dateWithDue(date: string | null, status: string) {
  if (!date) return '—'
  const today = businessToday()
  if (isNoticeClosed(status)) return date
  const urgent = needsAttention(date, status, today)
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span>{date}</span>
      {urgent && <Tag tone={date < today ? 'red' : 'amber'}>{dueText(date, today)}</Tag>}
    </span>
  )
}

/** The notice copy as a download button (the list's column and the notice's page). */
export const documentCell = (n: Notice) =>
  n.document ? (
    <Button
      size="xs"
      variant="plain"
      onClick={() => downloadFile(pathOf(endpoints.notice.document, { id: n.id }), n.document!.name).catch(() => undefined)}
    >
      {n.document.name}
    </Button>
  ) : (
    '—'
  )

/** Multipart: the fields as text plus the notice copy (API.md: create and update are multipart). */
function noticeFormData(parsed: Record<string, unknown>, raw: FormValues): FormData {
  const body = formDataOf(parsed)
  if (raw.document instanceof File) body.append('file', raw.document)
  return body
}

const filters: FilterConfig[] = [
  // The dashboard's notice chart opens this list narrowed to its group, open or closed, and its period's end.
  { ...groupFilter, onlyWhenSet: true },
  { key: 'company_id', label: 'Company', useOptions: useCompanyOptions, clears: ['branch_id'] },
  { key: 'branch_id', label: 'Branch', useOptions: useBranchOptions },
  { key: 'notice_type', label: 'Notice type', useOptions: useTypeOptions },
  { key: 'criticality', label: 'Criticality', useOptions: useCriticalityOptions },
  { key: 'status', label: 'Status', useOptions: useStatusOptions },
  { key: 'reply_due_from', label: 'Reply due from', kind: 'date' },
  { key: 'reply_due_to', label: 'Reply due to', kind: 'date' },
  // The menu count's and the dashboard card's notices (`attention=true`), so their link opens this list filtered.
  {
    key: 'attention',
    label: 'Needs attention',
    useOptions: () => ({ options: [{ value: 'true', label: `Reply or hearing within ${NOTICE_ATTENTION_DAYS} days or past` }] }),
  },
  linkedChoiceFilter('open_state', 'Open or closed', NOTICE_OPEN_STATE),
  linkedDayFilter('notice_date_to', 'Dated on or before'),
]

const text = (v: string | number | null) => (v === null ? '' : String(v))

export const noticeConfig: ResourcePageConfig<Notice> = {
  title: 'Notice Tracker',
  noun: 'notice',
  menu: 'remittance.notice_tracker',
  resource: noticeSlice,
  // The columns read first (status, criticality, the two dates) ahead of where it was served, all on one line and cut with
  // the whole text on hover, so every column fits beside the pinned actions at 1366 px (SCREENS.md "Tables that must show
  // many rows"). The notice type and copy are on the notice's page, which the reference opens; the type is also a filter
  // and, with the notice date and act, a column to choose.
  columns: [
    {
      key: 'reference_number',
      header: 'Reference',
      sortable: false,
      maxWidth: 170,
      cell: (n) => (
        <Link className="font-medium underline" to={`/notice-tracker/${n.id}`}>
          {n.reference_number}
        </Link>
      ),
      title: (n) => n.reference_number,
    },
    { key: 'status', header: 'Status', cell: statusCell },
    { key: 'criticality', header: 'Criticality', cell: criticalityCell },
    { key: 'reply_due_date', header: 'Reply due', sortable: true, cell: (n) => dateWithDue(n.reply_due_date, n.status) },
    { key: 'hearing_date', header: 'Hearing', sortable: true, cell: (n) => dateWithDue(n.hearing_date, n.status) },
    { key: 'company_name', header: 'Company / branch', sortable: true, maxWidth: 160, cell: placeOf, title: placeOf },
    // SCREENS.md's other fields: offered from Columns, out of the way until chosen.
    { key: 'notice_type', header: 'Notice type', hidden: true, maxWidth: 160 },
    { key: 'notice_date', header: 'Notice date', hidden: true, cell: (n) => formatDate(n.notice_date) },
    { key: 'act', header: 'Act', hidden: true, maxWidth: 180, cell: (n) => n.act ?? '—' },
  ],
  recordName: (n) => n.reference_number,
  filters,
  searchPlaceholder: 'Search reference or authority',
  emptyHint: 'Add an inspector’s notice with its copy, its reply due date and any hearing, so nothing is missed.',
  exportFile: { endpoint: endpoints.notice.export, name: 'notices.xlsx' },
  customFields: 'notice',
  history: true,
  rowLinks: (n) => [{ label: 'Open', to: `/notice-tracker/${n.id}` }],
  editRequests: { recordType: 'notice' },
  form: {
    schema: noticeBody,
    sections: [
      {
        fields: [
          { name: 'company_id', label: 'Company', kind: 'select', required: true, useOptions: useCompanyOptions, clears: ['branch_id'] },
          { name: 'branch_id', label: 'Branch', kind: 'select', useOptions: useBranchOptions },
          { name: 'location', label: 'Location (when no branch)', kind: 'text' },
          { name: 'notice_type', label: 'Notice type', kind: 'select', required: true, useOptions: useTypeOptions, onCreate: keepTyped },
          { name: 'act', label: 'Act', kind: 'select', useOptions: useActOptions, onCreate: keepTyped },
          { name: 'reference_number', label: 'Reference number', kind: 'text', required: true },
          { name: 'notice_date', label: 'Notice date', kind: 'date', required: true },
          { name: 'received_on', label: 'Received on', kind: 'date' },
          { name: 'reply_due_date', label: 'Reply due date', kind: 'date' },
          { name: 'criticality', label: 'Criticality', kind: 'select', useOptions: useCriticalityOptions, onCreate: keepTyped },
          { name: 'status', label: 'Status', kind: 'select', useOptions: useStatusOptions, onCreate: keepTyped },
          { name: 'issuing_authority', label: 'Issuing authority', kind: 'text' },
          { name: 'officer_name', label: 'Officer', kind: 'text' },
          { name: 'sections', label: 'Sections alleged', kind: 'text' },
          { name: 'amount_at_stake', label: 'Amount at stake (₹)', kind: 'number' },
          { name: 'hearing_date', label: 'Next hearing date', kind: 'date' },
          { name: 'hearing_place', label: 'Hearing place', kind: 'text' },
          { name: 'details', label: 'Details', kind: 'textarea', wide: true },
          { name: 'document', label: 'Notice copy', kind: 'file', required: true, wide: true },
        ],
      },
    ],
    empty: {
      company_id: '',
      branch_id: '',
      location: '',
      notice_type: '',
      act: '',
      reference_number: '',
      notice_date: '',
      received_on: '',
      reply_due_date: '',
      criticality: 'High',
      status: 'Open',
      issuing_authority: '',
      officer_name: '',
      sections: '',
      amount_at_stake: '',
      hearing_date: '',
      hearing_place: '',
      details: '',
      document: null,
    },
    fromRecord: (n) => ({
      company_id: String(n.company_id),
      branch_id: text(n.branch_id),
      location: text(n.location),
      notice_type: n.notice_type,
      act: text(n.act),
      reference_number: n.reference_number,
      notice_date: n.notice_date,
      received_on: text(n.received_on),
      reply_due_date: text(n.reply_due_date),
      criticality: n.criticality,
      status: n.status,
      issuing_authority: text(n.issuing_authority),
      officer_name: text(n.officer_name),
      sections: text(n.sections),
      amount_at_stake: text(n.amount_at_stake),
      hearing_date: text(n.hearing_date),
      hearing_place: text(n.hearing_place),
      details: text(n.details),
      document: null,
    }),
    toBody: noticeFormData,
  },
}

/** The notice list's and a notice page's config: a notice is edited directly by those who decide notice edit requests (the server's rule); others send a request. */
export function useNoticeConfig(): ResourcePageConfig<Notice> {
  const direct = useCan('settings.notice_edit_permission').edit
  return useMemo(() => {
    const mode: 'edit' | 'request' = direct ? 'edit' : 'request'
    return { ...noticeConfig, editMode: () => mode }
  }, [direct])
}
