import { useSearchParams } from 'react-router-dom'
import { SETUPS, SETUP_WRITE_MENU, type SetupKey } from '@ihrc/contract/setup-kinds'
import { endpoints } from '@ihrc/contract/endpoints'
import { setupAreaKey } from '@ihrc/contract/setup-endpoints'
import type { Endpoint } from '@ihrc/contract/endpoint'
import type { FieldConfig, FilterConfig, FormValues, ResourceColumn, ResourcePageConfig } from '@/components/resource/types'
import type { Identified } from '@/store/resource-slice'
export { enumOptions } from '@/components/options/enum-options'
import { useCompanyOptions, useDistrictOptions, useLocationOptions, useStateOptions } from '@/components/options/company-options'
import type { WriteRow } from '@/services/write'

/**
 * What the setup pages share: what their entry of SETUPS says (title, noun, custom
 * fields, export, sheets, state rule), the company and place columns, filters and form
 * fields, and the bulk template preset to the company the page is filtered to. Each
 * page adds its own code columns and fields.
 */

export interface PlaceRecord extends Identified {
  company_id: number
  company_name: string
  state_id: number | null
  state_name: string | null
  district_id: number | null
  location_id: number | null
  location_name: string | null
  registration_date: string | null
}

export const text = (v: string | null | undefined) => v ?? ''
const idText = (v: number | null) => (v === null ? '' : String(v))

export function placeColumns<T extends PlaceRecord>(): ResourceColumn<T>[] {
  return [
    { key: 'company_name', header: 'Company', sortable: true },
    { key: 'state_name', header: 'State', sortable: true, cell: (r) => r.state_name ?? '—' },
    { key: 'location_name', header: 'Location', cell: (r) => r.location_name ?? '—' },
    { key: 'registration_date', header: 'Registered on', sortable: true, cell: (r) => r.registration_date ?? '—' },
  ]
}

/** API.md: every setup list filters by company and state (the Company row menu opens it with `?company_id=`). */
export const setupFilters: FilterConfig[] = [
  { key: 'company_id', label: 'Company', useOptions: useCompanyOptions },
  { key: 'state_id', label: 'State', useOptions: useStateOptions },
]

/** The setup's rows by name (its sheets, when it has them). */
const rowsOf = (key: SetupKey) => endpoints[setupAreaKey(key)] as Partial<Record<string, Endpoint>>

/** A setup page's settings that come from its entry of SETUPS. */
export function setupPageBase(
  key: SetupKey,
): Pick<ResourcePageConfig<Identified>, 'title' | 'noun' | 'menu' | 'customFields' | 'filters' | 'exportFile'> {
  const { label, customFields } = SETUPS[key]
  const exported = rowsOf(key).export
  return {
    title: `${label} Setup`,
    noun: `${label} setup`,
    menu: SETUP_WRITE_MENU,
    customFields,
    filters: setupFilters,
    ...(exported && { exportFile: { endpoint: exported, name: `${key}-setups.xlsx` } }),
  }
}

export function placeFields(key: SetupKey): FieldConfig[] {
  const stateRequired = SETUPS[key].stateRequired
  return [
    { name: 'company_id', label: 'Company', kind: 'select', required: true, useOptions: useCompanyOptions },
    {
      name: 'state_id',
      label: 'State',
      kind: 'select',
      required: stateRequired,
      useOptions: useStateOptions,
      clears: ['district_id', 'location_id'],
    },
    { name: 'district_id', label: 'District', kind: 'select', useOptions: useDistrictOptions, clears: ['location_id'] },
    { name: 'location_id', label: 'Location', kind: 'select', useOptions: useLocationOptions },
    { name: 'registration_date', label: 'Registration date', kind: 'date' },
  ]
}

export const EMPTY_PLACE: FormValues = { company_id: '', state_id: '', district_id: '', location_id: '', registration_date: '' }

export function placeValues(r: PlaceRecord): FormValues {
  return {
    company_id: String(r.company_id),
    state_id: idText(r.state_id),
    district_id: idText(r.district_id),
    location_id: idText(r.location_id),
    registration_date: text(r.registration_date),
  }
}

/** The bulk upload of a setup that has sheets; the template offers only the company the list is filtered to. */
export function useSetupBulk(key: SetupKey): ResourcePageConfig<Identified>['bulk'] {
  const [params] = useSearchParams()
  const company = params.get('company_id')
  const { template, bulkUpload } = rowsOf(key)
  if (!template || !bulkUpload) return undefined
  return {
    template,
    templateName: `${key}-setups-template.xlsx`,
    templateParams: company ? { company_id: company } : undefined,
    // Looked up by the setup's area key, the row lost its literal method: every setup's bulkUpload is a POST (setup-endpoints.ts).
    upload: bulkUpload as WriteRow,
  }
}
