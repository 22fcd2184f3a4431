import { useMemo } from 'react'
import { AGREEMENT_STATUS, agreementBody, type Agreement } from '@ihrc/contract/agreements'
import type { MenuKey } from '@ihrc/contract/permissions'
import { endpoints, pathOf } from '@ihrc/contract/endpoints'
import { Button } from '@/components/ui/Button'
import { formDataOf } from '@/components/custom-fields/form-data'
import { downloadFile } from '@/components/resource/download'
import type { FilterConfig, FormValues, OptionSource, ResourcePageConfig } from '@/components/resource/types'
import { useAgreementTypesQuery, useSubcategoriesQuery } from '@/services/company-api'
import { enumOptions } from '@/components/options/enum-options'
import { agreementStatusCell } from './components/cells'
import { useBranchOptions, useCompanyOptions } from '@/components/options/company-options'
import { agreements } from './slices'
import { oneRecordFilter } from '@/components/resource/one-record-filter'
import { linkedDayFilter } from '@/components/resource/link-filters'
import { branchFilter, companyFilter, groupFilter } from '@/components/options/place-filters'

/**
 * Branch agreements, shown by two menus with the same records: Company Setup → Branch
 * agreement and the main-menu Agreement list (which adds the expiring-soon filter and export).
 */

/** Agreement types and sub-categories are free text with suggestions: the option value is the name. */
function useNames(list: { name: string }[] | undefined, loading: boolean): OptionSource {
  return useMemo(() => ({ options: (list ?? []).map((r) => ({ value: r.name, label: r.name })), loading }), [list, loading])
}
function useAgreementTypeOptions() {
  const { data, isFetching } = useAgreementTypesQuery()
  return useNames(data, isFetching)
}
function useSubcategoryOptions() {
  const { data, isFetching } = useSubcategoriesQuery()
  return useNames(data, isFetching)
}
/** A new name is kept as typed; the server adds it to the suggestions when the agreement is saved. */
const keepTyped = async (label: string) => ({ value: label.trim(), label: label.trim() })

/** Multipart: the fields as text plus the agreement copy (API.md: create is multipart). */
function agreementFormData(parsed: Record<string, unknown>, raw: FormValues): FormData {
  const body = formDataOf(parsed)
  if (raw.document instanceof File) body.append('file', raw.document)
  return body
}

const text = (v: string | null) => v ?? ''

const documentCell = (a: Agreement) =>
  a.document ? (
    <Button
      size="xs"
      variant="plain"
      onClick={() => downloadFile(pathOf(endpoints.agreement.document, { id: a.id }), a.document!.name).catch(() => undefined)}
    >
      {a.document.name}
    </Button>
  ) : (
    '—'
  )

const baseFilters: FilterConfig[] = [
  oneRecordFilter('agreement'),
  // The group too: the dashboard's agreement chart opens this list in its place, group included.
  groupFilter,
  companyFilter,
  branchFilter,
  // The chart counts the agreements started by its period's end, and opens this list cut there.
  linkedDayFilter('start_date_to', 'Started on or before'),
]
const statusFilter: FilterConfig = { key: 'status', label: 'Status', useOptions: () => STATUS_OPTIONS }
const STATUS_OPTIONS: OptionSource = {
  options: enumOptions(AGREEMENT_STATUS).map((o) => (o.value === 'expiring' ? { ...o, label: 'Expiring soon' } : o)),
}

export function agreementConfig(menu: MenuKey, title: string, withStatusAndExport: boolean): ResourcePageConfig<Agreement> {
  return {
    title,
    noun: 'agreement',
    menu,
    resource: agreements,
    columns: [
      { key: 'company_name', header: 'Company', sortable: true },
      { key: 'branch_name', header: 'Branch', sortable: true },
      { key: 'agreement_type', header: 'Agreement type', sortable: true },
      { key: 'sub_category', header: 'Sub-category', hidden: true, cell: (a) => a.sub_category ?? '—' },
      { key: 'owner_name', header: 'Owner' },
      { key: 'partner_name', header: 'Partner', hidden: true, cell: (a) => a.partner_name ?? '—' },
      { key: 'start_date', header: 'Start', sortable: true },
      { key: 'end_date', header: 'End', sortable: true, cell: (a) => a.end_date ?? 'Open-ended' },
      { key: 'status', header: 'Status', cell: (a) => agreementStatusCell(a.status) },
      { key: 'document', header: 'Document', cell: documentCell },
    ],
    recordName: (a) => `${a.agreement_type} – ${a.branch_name}`,
    filters: withStatusAndExport ? [...baseFilters, statusFilter] : baseFilters,
    searchPlaceholder: 'Search agreements',
    emptyHint: 'Add an agreement for a branch (lease, licence, service) with its dates and a copy.',
    exportFile: withStatusAndExport ? { endpoint: endpoints.agreement.export, name: 'agreements.xlsx' } : undefined,
    customFields: 'agreement',
    form: {
      schema: agreementBody,
      sections: [
        {
          fields: [
            { name: 'company_id', label: 'Company', kind: 'select', useOptions: useCompanyOptions, clears: ['branch_id'] },
            { name: 'branch_id', label: 'Branch', kind: 'select', required: true, useOptions: useBranchOptions },
            {
              name: 'agreement_type',
              label: 'Agreement type',
              kind: 'select',
              required: true,
              useOptions: useAgreementTypeOptions,
              onCreate: keepTyped,
            },
            { name: 'sub_category', label: 'Sub-category', kind: 'select', useOptions: useSubcategoryOptions, onCreate: keepTyped },
            { name: 'owner_name', label: 'Owner', kind: 'text' },
            { name: 'partner_name', label: 'Partner', kind: 'text' },
            { name: 'partner_contact', label: 'Partner contact', kind: 'text', placeholder: '10 digits' },
            { name: 'start_date', label: 'Start date', kind: 'date', required: true },
            { name: 'end_date', label: 'End date', kind: 'date' },
            { name: 'applies_to_all_branches', label: 'Applies to all branches', kind: 'checkbox' },
            { name: 'document', label: 'Agreement copy', kind: 'file', wide: true },
          ],
        },
      ],
      empty: {
        company_id: '',
        branch_id: '',
        agreement_type: '',
        sub_category: '',
        owner_name: '',
        partner_name: '',
        partner_contact: '',
        start_date: '',
        end_date: '',
        applies_to_all_branches: false,
        document: null,
      },
      fromRecord: (a) => ({
        company_id: String(a.company_id),
        branch_id: String(a.branch_id),
        agreement_type: a.agreement_type,
        sub_category: text(a.sub_category),
        owner_name: text(a.owner_name),
        partner_name: text(a.partner_name),
        partner_contact: text(a.partner_contact),
        start_date: a.start_date,
        end_date: text(a.end_date),
        applies_to_all_branches: a.applies_to_all_branches,
        document: null,
      }),
      toBody: agreementFormData,
    },
  }
}
