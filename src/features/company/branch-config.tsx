import { endpoints } from '@ihrc/contract/endpoints'
import {
  BRANCH_DOCUMENT_KIND,
  BRANCH_STATUS,
  OFFICE_MODE,
  OFFICE_TYPE,
  OWNERSHIP,
  SE_STATUS,
  SE_VALIDITY_TYPE,
  type Branch,
  type BranchDocumentKind,
} from '@ihrc/contract/organisation'
import type { FieldConfig, FormSection, FormValues, ResourceColumn } from '@/components/resource/types'
import { enumOptions } from '@/components/options/enum-options'
import { linkedChoiceFilter, linkedDayFilter } from '@/components/resource/link-filters'
import { oneRecordFilter } from '@/components/resource/one-record-filter'
import { formatDate } from '@/components/ui/format'
import { branchStatusCell, leaseStatusCell, seStatusCell } from './components/cells'
import {
  useCompanyOptions,
  useDistrictOptions,
  useGroupOptions,
  useLocationOptions,
  useStateOptions,
} from '@/components/options/company-options'

/** What Branch (list and full-page form) shows: columns, filters and form sections. */

// Fits 1366 px beside the side nav; the district, office type and S&E dates are on the branch's page.
export const branchColumns: ResourceColumn<Branch>[] = [
  { key: 'name', header: 'Branch', sortable: true },
  { key: 'company_name', header: 'Company', sortable: true },
  { key: 'state_name', header: 'State', sortable: true },
  { key: 'district_name', header: 'District', hidden: true },
  { key: 'location_name', header: 'Location' },
  { key: 'address', header: 'Address', hidden: true, maxWidth: 220 },
  { key: 'office_type', header: 'Office type', hidden: true, cell: (b) => b.other_office_type ?? OFFICE_TYPE.labels[b.office_type] },
  { key: 'ownership', header: 'Ownership', hidden: true, cell: (b) => (b.ownership ? OWNERSHIP.labels[b.ownership] : '—') },
  { key: 'opening_date', header: 'Opened on', hidden: true, cell: (b) => formatDate(b.opening_date) },
  { key: 'head_count', header: 'Head count', sortable: true, align: 'end' },
  { key: 'se_status', header: 'S&E status', cell: (b) => seStatusCell(b.se_status) },
  { key: 'lease_status', header: 'Lease', cell: (b) => leaseStatusCell(b.lease_status) },
  { key: 'status', header: 'Status', cell: (b) => branchStatusCell(b.status) },
]

export const branchFilters = [
  oneRecordFilter('branch'),
  { key: 'group_id', label: 'Group', useOptions: useGroupOptions, clears: ['company_id'] },
  // Narrowed to the chosen group's companies (the per-group cache).
  { key: 'company_id', label: 'Company', useOptions: useCompanyOptions },
  { key: 'state_id', label: 'State', useOptions: useStateOptions, clears: ['district_id', 'location_id'] },
  { key: 'district_id', label: 'District', useOptions: useDistrictOptions, clears: ['location_id'] },
  { key: 'location_id', label: 'Location', useOptions: useLocationOptions },
  // The dashboard's charts open this list narrowed to their slice, their place and their period's end.
  linkedChoiceFilter('status', 'Status', BRANCH_STATUS),
  linkedChoiceFilter('office_type', 'Office type', OFFICE_TYPE),
  linkedChoiceFilter('ownership', 'Ownership', OWNERSHIP),
  linkedChoiceFilter('se_status', 'S&E status', SE_STATUS),
  linkedDayFilter('opened_to', 'Opened on or before'),
]

const isRented = (v: FormValues) => v.office_mode === 'physical' && v.ownership === 'rented'

/** The form's sections. `createLocation` adds a location to the chosen district ("suggest or create"). */
export function branchSections(createLocation: FieldConfig['onCreate']): FormSection[] {
  return [
    {
      title: 'General',
      fields: [
        // Not stored on the branch: narrows the company list through the per-group cache.
        { name: 'group_id', label: 'Group', kind: 'select', useOptions: useGroupOptions, clears: ['company_id'] },
        { name: 'company_id', label: 'Company', kind: 'select', required: true, useOptions: useCompanyOptions },
        { name: 'name', label: 'Branch name', kind: 'text', required: true },
        { name: 'opening_date', label: 'Opening date', kind: 'date', required: true },
        {
          name: 'state_id',
          label: 'State',
          kind: 'select',
          required: true,
          useOptions: useStateOptions,
          clears: ['district_id', 'location_id'],
        },
        { name: 'district_id', label: 'District', kind: 'select', required: true, useOptions: useDistrictOptions, clears: ['location_id'] },
        {
          name: 'location_id',
          label: 'Location',
          kind: 'select',
          required: true,
          useOptions: useLocationOptions,
          onCreate: createLocation,
          canCreate: (values) => Boolean(values.district_id),
        },
        { name: 'head_count', label: 'Head count', kind: 'number', required: true },
        { name: 'address', label: 'Address', kind: 'textarea', required: true, wide: true },
        {
          name: 'office_mode',
          label: 'Office mode',
          kind: 'select',
          required: true,
          options: enumOptions(OFFICE_MODE),
          clears: ['ownership'],
        },
        {
          name: 'ownership',
          label: 'Ownership',
          kind: 'select',
          options: enumOptions(OWNERSHIP),
          visible: (v) => v.office_mode === 'physical',
        },
        { name: 'office_type', label: 'Office type', kind: 'select', required: true, options: enumOptions(OFFICE_TYPE) },
        { name: 'other_office_type', label: 'Other office type', kind: 'text', required: true, visible: (v) => v.office_type === 'other' },
        { name: 'gstin', label: 'GSTIN', kind: 'text', placeholder: '27AAAAA9999A1Z5' },
        { name: 'status', label: 'Status', kind: 'select', required: true, options: enumOptions(BRANCH_STATUS) },
      ],
    },
    {
      title: 'S&E registration',
      fields: [
        { name: 'se_status', label: 'S&E status', kind: 'select', options: enumOptions(SE_STATUS) },
        { name: 'se_registration_number', label: 'S&E registration number', kind: 'text' },
        { name: 'se_validity_type', label: 'S&E validity', kind: 'select', options: enumOptions(SE_VALIDITY_TYPE) },
        { name: 'se_valid_until', label: 'S&E valid until', kind: 'date', required: true, visible: (v) => v.se_validity_type === 'fixed' },
      ],
    },
    { title: 'Lease', visible: isRented, fields: [{ name: 'lease_valid_until', label: 'Lease valid until', kind: 'date' }] },
    {
      title: 'Documents',
      fields: [
        {
          name: 'documents',
          label: 'Branch documents',
          kind: 'documents',
          documents: {
            endpoints: endpoints.branch,
            kinds: [
              { kind: 'se_document', label: BRANCH_DOCUMENT_KIND.labels.se_document },
              { kind: 'lease_document', label: BRANCH_DOCUMENT_KIND.labels.lease_document, visible: isRented },
            ],
            present: (b: Branch, kind) => b[kind as BranchDocumentKind],
          },
        },
      ],
    },
  ]
}

const text = (v: string | null) => v ?? ''

export const EMPTY_BRANCH: FormValues = {
  group_id: '',
  company_id: '',
  name: '',
  opening_date: '',
  state_id: '',
  district_id: '',
  location_id: '',
  head_count: '',
  address: '',
  office_mode: 'physical',
  ownership: '',
  office_type: '',
  other_office_type: '',
  gstin: '',
  status: 'active',
  se_status: '',
  se_registration_number: '',
  se_validity_type: '',
  se_valid_until: '',
  lease_valid_until: '',
  documents: {},
}

export function branchValues(b: Branch): FormValues {
  return {
    ...EMPTY_BRANCH,
    group_id: String(b.group_id),
    company_id: String(b.company_id),
    name: b.name,
    opening_date: b.opening_date,
    state_id: String(b.state_id),
    district_id: String(b.district_id),
    location_id: String(b.location_id),
    head_count: String(b.head_count),
    address: b.address,
    office_mode: b.office_mode,
    ownership: text(b.ownership),
    office_type: b.office_type,
    other_office_type: text(b.other_office_type),
    gstin: text(b.gstin),
    status: b.status,
    se_status: text(b.se_status),
    se_registration_number: text(b.se_registration_number),
    se_validity_type: text(b.se_validity_type),
    se_valid_until: text(b.se_valid_until),
    lease_valid_until: text(b.lease_valid_until),
  }
}
