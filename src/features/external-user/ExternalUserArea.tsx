import { Route, Routes } from 'react-router-dom'
import { externalUserBody, type User } from '@ihrc/contract/people'
import { branchesLabel } from '@ihrc/contract/people-labels'
import { idList, optionalId } from '@/components/resource/form-ids'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig } from '@/components/resource/types'
import { useCan } from '@/components/resource/use-can'
import { Tag } from '@/components/ui/Tag'
import { useBranchOptions } from '@/components/options/company-options'
import { useRoleOptions } from '@/components/options/user-options'
import { EXTERNAL_USER_PATH, accessState } from './access-state'
import { ManageAccessPage } from './ManageAccessPage'
import { externalUsers } from './slices'

/** The invite form: the branches they may see, a designation for what they may open. */
const inviteSchema = externalUserBody.omit({ branch_ids: true, role_id: true }).extend({
  branch_ids: idList.min(1, 'Choose at least one branch'),
  role_id: optionalId,
})

function externalConfig(canEdit: boolean): ResourcePageConfig<User> {
  return {
    title: 'External User',
    noun: 'external user',
    menu: 'external_user.external_user',
    resource: externalUsers,
    columns: [
      { key: 'name', header: 'Name', sortable: true },
      { key: 'email', header: 'Email', sortable: true },
      { key: 'firm', header: 'Firm', sortable: true, cell: (u) => u.firm ?? '' },
      { key: 'branch_ids', header: 'Branches', cell: (u) => String(branchesLabel(u)) },
      { key: 'access_until', header: 'Access until', sortable: true, cell: (u) => u.access_until ?? '' },
      {
        key: 'status',
        header: 'Status',
        cell: (u) => {
          const s = accessState(u)
          return <Tag tone={s.tone}>{s.label}</Tag>
        },
      },
    ],
    recordName: (u) => u.name,
    // Added without a password (the form has none), the person is mailed an invitation link.
    createdToast: (u) => ({ title: 'Invitation sent', content: `An invitation was sent to ${u.email}` }),
    searchPlaceholder: 'Search name, email or firm',
    emptyHint: 'Invite a consultant or an auditor firm: they see only the branches you name, until the date you set.',
    // There is no edit or delete: access is extended or revoked on the person's page.
    noEdit: true,
    noDelete: true,
    form: {
      schema: inviteSchema,
      sections: [
        {
          fields: [
            { name: 'name', label: 'Name', kind: 'text', required: true },
            { name: 'email', label: 'Email', kind: 'text', required: true },
            { name: 'firm', label: 'Firm', kind: 'text', required: true },
            {
              name: 'branch_ids',
              label: 'Branches',
              kind: 'multiselect',
              required: true,
              useOptions: (v) => useBranchOptions(v),
              wide: true,
            },
            { name: 'access_until', label: 'Access until', kind: 'date', required: true },
            { name: 'role_id', label: 'Designation', kind: 'select', useOptions: useRoleOptions },
          ],
        },
      ],
      empty: { name: '', email: '', firm: '', branch_ids: [], access_until: '', role_id: '' },
      fromRecord: (u) => ({
        name: u.name,
        email: u.email,
        firm: u.firm ?? '',
        branch_ids: u.branch_ids.map(String),
        access_until: u.access_until ?? '',
        role_id: '',
      }),
    },
    rowLinks: canEdit ? (u) => [{ label: 'Extend or revoke', to: `${EXTERNAL_USER_PATH}/${u.id}` }] : undefined,
  }
}

/** External User (main menu): the list and invitations; each person's page extends or revokes. */
export default function ExternalUserArea() {
  const can = useCan('external_user.external_user')
  return (
    <Routes>
      <Route index element={<ResourcePage {...externalConfig(can.edit)} />} />
      <Route path=":id" element={<ManageAccessPage />} />
    </Routes>
  )
}
