import { userBody, type User } from '@ihrc/contract/people'
import { idList, optionalId } from '@/components/resource/form-ids'
import type { ResourceFormConfig } from '@/components/resource/types'
import { useBranchOptions, useCompanyOptions } from '@/components/options/company-options'
import { STATUS_OPTIONS, TYPE_OPTIONS, useRoleOptions } from '@/components/options/user-options'

/** The form edits the contract's body with dropdown values as text. */
export const userFormSchema = userBody.omit({ company_id: true, role_id: true, branch_ids: true, password: true }).extend({
  company_id: optionalId,
  role_id: optionalId,
  branch_ids: idList,
})

export const userForm: ResourceFormConfig<User> = {
  schema: userFormSchema,
  sections: [
    {
      fields: [
        { name: 'name', label: 'Name', kind: 'text', required: true },
        { name: 'email', label: 'Email', kind: 'text', required: true },
        { name: 'mobile', label: 'Mobile', kind: 'text', placeholder: '10 digits' },
        { name: 'pan', label: 'PAN', kind: 'text', placeholder: 'AAAAA9999A' },
        { name: 'joining_date', label: 'Joining date', kind: 'date' },
        { name: 'type', label: 'Type', kind: 'select', required: true, options: TYPE_OPTIONS },
        { name: 'role_id', label: 'Designation', kind: 'select', useOptions: useRoleOptions },
        { name: 'status', label: 'Status', kind: 'select', required: true, options: STATUS_OPTIONS },
        { name: 'company_id', label: 'Company', kind: 'select', useOptions: () => useCompanyOptions(), clears: ['branch_ids'] },
        {
          name: 'branch_ids',
          label: 'Branches',
          kind: 'multiselect',
          useOptions: (v) => useBranchOptions(v),
          placeholder: 'Branches this user works on',
          wide: true,
        },
        { name: 'is_authorised_signatory', label: 'Authorised signatory', kind: 'checkbox' },
      ],
    },
  ],
  empty: {
    name: '',
    email: '',
    mobile: '',
    pan: '',
    joining_date: '',
    type: 'user',
    role_id: '',
    status: 'active',
    company_id: '',
    branch_ids: [],
    is_authorised_signatory: false,
  },
  fromRecord: (u) => ({
    name: u.name,
    email: u.email,
    mobile: u.mobile ?? '',
    pan: u.pan ?? '',
    joining_date: u.joining_date ?? '',
    type: u.type,
    role_id: u.role_id ? String(u.role_id) : '',
    status: u.status,
    company_id: u.company_id ? String(u.company_id) : '',
    branch_ids: u.branch_ids.map(String),
    is_authorised_signatory: u.is_authorised_signatory,
  }),
}
