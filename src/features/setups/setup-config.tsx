import { useSearchParams } from 'react-router-dom'
import type { Endpoint } from '@ihrc/contract'
import type { FieldConfig, FilterConfig, FormValues, ResourceColumn, ResourcePageConfig } from '@/components/resource/types'
import type { Identified } from '@/store/resource-slice'
export { enumOptions } from '@/components/options/enum-options'
import { useCompanyOptions, useDistrictOptions, useLocationOptions, useStateOptions } from '@/components/options/company-options'

/**
 * What the four setup pages share: the company and place columns, filters and form
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

export function placeFields(stateRequired: boolean): FieldConfig[] {
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

/** The bulk upload of a setup; the template offers only the company the list is filtered to. */
export function useSetupBulk(rows: { template: Endpoint; bulkUpload: Endpoint }, fileStem: string): ResourcePageConfig<Identified>['bulk'] {
  const [params] = useSearchParams()
  const company = params.get('company_id')
  return {
    template: rows.template,
    templateName: `${fileStem}-template.xlsx`,
    templateParams: company ? { company_id: company } : undefined,
    upload: rows.bulkUpload,
  }
}
