import { spelledOut, TRACKER_ROW_STATUS, type TrackerItem } from '@ihrc/contract'
import type { FilterConfig, ResourcePageConfig } from '@/components/resource/types'
import { enumOptions } from '@/components/options/enum-options'
import { useCompanyOptions } from '@/components/options/company-options'
import { useCodeOptions } from './codes-api'
import type { FamilyView } from './family-view'
import { monthOptions, yearOptions } from './periods'
import { formValuesOf, rowColumns, rowName, sharedFields } from './row-fields'

function filtersOf(family: FamilyView): FilterConfig[] {
  return [
    { key: 'company_id', label: 'Company', useOptions: useCompanyOptions, clears: ['setup_id'] },
    { key: 'setup_id', label: family.codeLabel, useOptions: (f) => useCodeOptions(family.codeLookup, f.company_id) },
    { key: 'year', label: 'Financial year', useOptions: () => ({ options: yearOptions() }), clears: ['month'] },
    { key: 'month', label: 'Month', useOptions: (f) => ({ options: monthOptions(f.year) }) },
    { key: 'status', label: 'Status', useOptions: () => ({ options: enumOptions(TRACKER_ROW_STATUS) }) },
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
    filters: filtersOf(family),
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
    exportFile: { endpoint: family.endpoints.exportAll, name: `${family.stem}.xlsx` },
    editRequests: { recordType: family.recordType },
    customFields: family.customFields,
    editMode: (r) => (r.can_edit === 'direct' ? 'edit' : 'request'),
    history: true,
  }
}
