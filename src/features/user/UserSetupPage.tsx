import { PERSON_STATUS_LABELS, branchesLabel } from '@ihrc/contract/people-labels'
import type { User } from '@ihrc/contract/people'
import { endpoints } from '@ihrc/contract/endpoints'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig } from '@/components/resource/types'
import { useCan } from '@/components/resource/use-can'
import { formatDate } from '@/components/ui/format'
import { Tag } from '@/components/ui/Tag'
import { users } from './slices'
import { userForm } from './user-config'
import { TYPE_OPTIONS } from '@/components/options/user-options'

export const USER_ACCESS_PATH = '/user-access-permission'
const typeLabel = (t: string) => TYPE_OPTIONS.find((o) => o.value === t)?.label ?? t

function userSetupConfig(canGrant: boolean): ResourcePageConfig<User> {
  return {
    title: 'User Setup',
    noun: 'user',
    menu: 'company.user_setup',
    resource: users,
    columns: [
      { key: 'name', header: 'Name', sortable: true },
      { key: 'email', header: 'Email', sortable: true },
      { key: 'mobile', header: 'Mobile', cell: (u) => u.mobile ?? '—' },
      { key: 'role_name', header: 'Designation', cell: (u) => u.role_name ?? '—' },
      { key: 'company_name', header: 'Company', cell: (u) => u.company_name ?? '—' },
      { key: 'type', header: 'Type', cell: (u) => typeLabel(u.type) },
      { key: 'branch_ids', header: 'Branches', cell: (u) => String(branchesLabel(u)) },
      { key: 'status', header: 'Status', cell: (u) => <Tag>{PERSON_STATUS_LABELS[u.status]}</Tag> },
      { key: 'joining_date', header: 'Joining date', hidden: true, cell: (u) => formatDate(u.joining_date) },
    ],
    recordName: (u) => u.name,
    // Added without a password (the form has none), the person is mailed an invitation link.
    createdToast: (u) => ({ title: 'Invitation sent', content: `An invitation was sent to ${u.email}` }),
    searchPlaceholder: 'Search name, email or mobile',
    emptyHint: 'Add a user; without a password they get an invitation link by mail.',
    form: userForm,
    bulk: { template: endpoints.user.template, templateName: 'users-template.xlsx', upload: endpoints.user.bulkUpload },
    exportFile: { endpoint: endpoints.user.export, name: 'users.xlsx' },
    rowLinks: canGrant ? (u) => [{ label: 'Modify permission', to: `${USER_ACCESS_PATH}?user=${u.id}` }] : undefined,
  }
}

/** Company Setup → User Setup: list, search, paging, the user form and a link to their permissions. */
export default function UserSetupPage() {
  const canGrant = useCan('company.user_access_permission').edit
  return <ResourcePage {...userSetupConfig(canGrant)} />
}
