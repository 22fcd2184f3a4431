import { companyBody, type Company } from '@ihrc/contract/organisation'
import { endpoints } from '@ihrc/contract/endpoints'
import { ResourcePage } from '@/components/resource/ResourcePage'
import { oneRecordFilter } from '@/components/resource/one-record-filter'
import type { FieldConfig, ResourceFormConfig, ResourcePageConfig } from '@/components/resource/types'
import { setupRoutes } from '@/configs/routes.config'
import { SetupTabs } from '../components/SetupTabs'
import { useGroupOptions } from '@/components/options/company-options'
import { companies } from '../slices'

const codeField = (name: string, label: string, placeholder: string): FieldConfig => ({ name, label, kind: 'text', placeholder })
const text = (value: string | null) => value ?? ''

export const companyForm: ResourceFormConfig<Company> = {
  schema: companyBody,
  customFields: 'company',
  sections: [
    {
      fields: [
        { name: 'group_id', label: 'Group', kind: 'select', required: true, useOptions: useGroupOptions },
        { name: 'name', label: 'Company name', kind: 'text', required: true },
        codeField('pan', 'PAN', 'AAAAA9999A'),
        codeField('tan', 'TAN', 'AAAA99999A'),
        codeField('cin', 'CIN', 'U12345MH2020PTC123456'),
        codeField('gstin', 'GSTIN', '27AAAAA9999A1Z5'),
        { name: 'registered_address', label: 'Registered address', kind: 'textarea', wide: true },
      ],
    },
  ],
  empty: { group_id: '', name: '', pan: '', tan: '', cin: '', gstin: '', registered_address: '' },
  fromRecord: (c) => ({
    group_id: String(c.group_id),
    name: c.name,
    pan: text(c.pan),
    tan: text(c.tan),
    cin: text(c.cin),
    gstin: text(c.gstin),
    registered_address: text(c.registered_address),
  }),
}

const companyConfig: ResourcePageConfig<Company> = {
  title: 'Company',
  noun: 'company',
  menu: 'company.company',
  resource: companies,
  columns: [
    { key: 'group_name', header: 'Group', sortable: true },
    { key: 'name', header: 'Company', sortable: true },
    { key: 'pan', header: 'PAN' },
    // On the form and in the export; in the table when chosen from Columns (they crowded 1366 px).
    { key: 'tan', header: 'TAN', hidden: true },
    { key: 'cin', header: 'CIN', hidden: true },
    { key: 'gstin', header: 'GSTIN' },
    { key: 'branches_count', header: 'Branches', sortable: true, align: 'end' },
  ],
  recordName: (c) => c.name,
  filters: [oneRecordFilter('company'), { key: 'group_id', label: 'Group', useOptions: useGroupOptions }],
  searchPlaceholder: 'Search companies',
  emptyHint: 'Add a company to a group, or bulk upload them from the template.',
  bulk: { template: endpoints.company.template, templateName: 'companies-template.xlsx', upload: endpoints.company.bulkUpload },
  editRequests: { recordType: 'company' },
  history: true,
  customFields: 'company',
  rowLinks: (c) => setupRoutes.map((route) => ({ label: route.label, to: `${route.path}?company_id=${c.id}` })),
  form: companyForm,
}

/** Group Company Setup → Company: companies with their statutory identifiers. */
export default function CompanyPage() {
  return (
    <SetupTabs>
      <ResourcePage {...companyConfig} />
    </SetupTabs>
  )
}
