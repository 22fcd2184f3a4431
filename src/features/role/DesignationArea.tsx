import { Route, Routes } from 'react-router-dom'
import { roleBody, type Role } from '@ihrc/contract/people'
import { endpoints } from '@ihrc/contract/endpoints'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig } from '@/components/resource/types'
import { useCan } from '@/components/resource/use-can'
import { linkOf } from '@/configs/navigation.config'
import { ModifyAccessPage } from './ModifyAccessPage'
import { roles } from './slices'

const DESIGNATION_PATH = linkOf('settings.designation')

const grantCount = (n: number) => (n === 0 ? 'No access yet' : n === 1 ? '1 grant' : `${n} grants`)

function designationConfig(canEdit: boolean): ResourcePageConfig<Role> {
  return {
    title: 'Designation',
    noun: 'designation',
    menu: 'settings.designation',
    resource: roles,
    columns: [
      { key: 'name', header: 'Designation', sortable: true },
      { key: 'users_count', header: 'Users', sortable: true, align: 'end' },
      { key: 'permissions', header: 'Access', cell: (r) => grantCount(r.permissions.length) },
    ],
    recordName: (r) => r.name,
    searchPlaceholder: 'Search designations',
    emptyHint: 'Add a designation, then give it access with "Modify access".',
    // Rename only: the form carries the name; access has its own screen.
    form: {
      schema: roleBody,
      sections: [{ fields: [{ name: 'name', label: 'Designation', kind: 'text', required: true }] }],
      empty: { name: '' },
      fromRecord: (r) => ({ name: r.name }),
    },
    bulk: { template: endpoints.role.template, templateName: 'designations-template.xlsx', upload: endpoints.role.bulkUpload },
    exportFile: { endpoint: endpoints.role.export, name: 'designations.xlsx' },
    rowLinks: canEdit ? (r) => [{ label: 'Modify access', to: `${DESIGNATION_PATH}/${r.id}/access` }] : undefined,
  }
}

/** Global Settings → Designation: the list, and "Modify access" as a page under the same menu route. */
export default function DesignationArea() {
  const can = useCan('settings.designation')
  return (
    <Routes>
      <Route index element={<ResourcePage {...designationConfig(can.edit)} />} />
      <Route path=":id/access" element={<ModifyAccessPage />} />
    </Routes>
  )
}
