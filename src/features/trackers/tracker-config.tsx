import { MISSING_EXPOSURE_NOTE, type TrackerMissingItem } from '@ihrc/contract/tracker-grid'
import { spelledOut } from '@ihrc/contract/abbreviations'
import { TRACKER_CELL_STATUS, TRACKER_ROW_STATUS, type TrackerCellStatus, type TrackerRowStatus } from '@ihrc/contract/status-labels'
import type { TrackerItem } from '@ihrc/contract/trackers'
import type { FilterConfig, ResourcePageConfig } from '@/components/resource/types'
import { useCompanyOptions, useStateOptions } from '@/components/options/company-options'
import { formatDate, formatMonth } from '@/components/ui/format'
import { useCodeOptions } from './codes-api'
import type { FamilyView } from './family-view'
import { PaymentTag } from '@/components/status/payment-status'
import { monthFilter, yearFilter } from '@/components/options/period-filters'
import { oneRecordFilter } from '@/components/resource/one-record-filter'
import { formValuesOf, rowColumns, rowName, sharedFields } from './row-fields'

/** The list's status filter: a row's payment states, and Missing (periods with no row at all, a view of their own). */
export const MISSING = 'missing' satisfies TrackerCellStatus
const LIST_STATUSES: (TrackerRowStatus | typeof MISSING)[] = [...TRACKER_ROW_STATUS.values, MISSING]
const STATUS_OPTIONS = LIST_STATUSES.map((value) => ({
  value,
  label: value === MISSING ? TRACKER_CELL_STATUS.labels[value] : TRACKER_ROW_STATUS.labels[value],
}))

/**
 * The list's filters. Grid and list share their keys (company, state, year, status) in
 * the URL, so switching between the two keeps what was chosen.
 */
export function filtersOf(family: FamilyView): FilterConfig[] {
  return [
    { key: 'company_id', label: 'Company', useOptions: useCompanyOptions, clears: ['setup_id'] },
    { key: 'setup_id', label: family.codeLabel, useOptions: (f) => useCodeOptions(family.codeLookup, f.company_id) },
    { key: 'state_id', label: 'State', useOptions: useStateOptions },
    yearFilter,
    monthFilter,
    { key: 'status', label: 'Status', useOptions: () => ({ options: STATUS_OPTIONS }) },
  ]
}

/**
 * One family's list screen on the shared resource page (SCREENS.md "Remittance
 * Tracker"): its columns, filters, the upload of its format, export, and the row actions
 * edit or request edit (as the row's `can_edit` says), history, delete; the page adds
 * view and documents (TrackerPage), which open its own panels.
 */
export function trackerConfig(family: FamilyView): ResourcePageConfig<TrackerItem> {
  const fields = [...sharedFields(family), ...family.fields]
  return {
    title: `${family.label} Tracker`,
    subtitle: spelledOut(family.label),
    noun: `${family.label} tracker row`,
    menu: family.menu,
    resource: family.resource,
    columns: rowColumns(family),
    recordName: rowName,
    // An edit request's outcome opens its row so (`?id=`).
    filters: [oneRecordFilter('row'), ...filtersOf(family)],
    searchPlaceholder: `Search ${family.codeLabel}s`,
    emptyHint: `Download the format, fill one row per ${family.codeLabel} and month, and upload it.`,
    form: {
      schema: family.schema,
      sections: [{ fields }],
      // The list's company filter fills the company; most rows are a period's main challan.
      empty: { company_id: '', setup_id: '', period: '', challan_type: 'main' },
      fromRecord: (r) => formValuesOf(fields, r),
    },
    bulk: {
      template: family.endpoints.template,
      templateName: `${family.stem}-format.xlsx`,
      upload: family.endpoints.bulkUpload,
      labels: { template: 'Download format', upload: 'Upload' },
      // SPEC.md's create of a tracker is its upload: the family's "Failed to create … Tracker".
      failedMessage: family.createFailed,
    },
    exportFile: { endpoint: family.endpoints.export, name: `${family.stem}.xlsx` },
    editRequests: { recordType: family.recordType },
    customFields: family.customFields,
    editMode: (r) => (r.can_edit === 'direct' ? 'edit' : 'request'),
    history: true,
    manyRows: true,
  }
}

/**
 * The list filtered to Missing: a payment list has no row for a period nobody paid, so
 * these are the grid's Missing cells as rows of their own, with the same filters and an
 * export of the same periods. No exposure: it runs on an amount owed, and nothing records
 * what a missing period owed (an estimate from another month would be read as a figure).
 */
export function missingConfig(family: FamilyView): ResourcePageConfig<TrackerMissingItem> {
  return {
    title: `${family.label} Tracker`,
    noun: `missing ${family.label} period`,
    menu: family.menu,
    resource: family.missing,
    columns: [
      { key: 'period', header: 'Period', sortable: true, cell: (r) => formatMonth(r.period) },
      { key: 'due_date', header: 'Due date', cell: (r) => formatDate(r.due_date) },
      { key: 'status', header: 'Status', cell: (r) => <PaymentTag status="missing" days={r.delay_days} /> },
      ...(family.exposure
        ? [{ key: 'exposure', header: 'Exposure', cell: () => <span className="text-gray-700 dark:text-gray-200">Not computed</span> }]
        : []),
      { key: 'code', header: family.codeLabel, sortable: true, maxWidth: 150 },
      { key: 'company_name', header: 'Company', sortable: true, maxWidth: 140 },
      { key: 'state_name', header: 'State', cell: (r) => r.state_name ?? '—' },
    ],
    recordName: (r) => `${r.code} ${formatMonth(r.period)}`,
    filters: filtersOf(family),
    searchPlaceholder: `Search ${family.codeLabel}s`,
    emptyHint: `Every ${family.codeLabel} has a row for each period whose due date has passed.`,
    exportFile: { endpoint: family.endpoints.missingExport, name: `${family.stem}-missing.xlsx` },
    manyRows: true,
    notice: family.exposure
      ? `Periods whose due date has passed with nothing recorded. ${MISSING_EXPOSURE_NOTE}: the days overdue so far are shown instead.`
      : undefined,
  }
}
