import { pfSetupBody, type PfSetup } from '@ihrc/contract/setups'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig } from '@/components/resource/types'
import { EMPTY_PLACE, placeColumns, placeFields, placeValues, text, setupPageBase } from '../setup-config'
import { pfSetups } from '../slices'

const pfSetupConfig: ResourcePageConfig<PfSetup> = {
  ...setupPageBase('pf'),
  resource: pfSetups,
  columns: [
    { key: 'pf_code', header: 'PF code', sortable: true },
    ...placeColumns<PfSetup>(),
    { key: 'portal_user', header: 'Portal user', cell: (r) => r.portal_user ?? '—' },
    { key: 'portal_password_set', header: 'Portal password', cell: (r) => (r.portal_password_set ? 'Set' : 'Not set') },
  ],
  recordName: (r) => r.pf_code,
  // Edited as the server has it now; a failed read says SPEC's fetch text.
  fetchOnEdit: true,
  searchPlaceholder: 'Search PF codes',
  emptyHint: "Add the company's PF establishment codes (one per registration).",
  form: {
    schema: pfSetupBody,
    sections: [
      {
        fields: [
          { name: 'pf_code', label: 'PF code', kind: 'text', required: true, placeholder: 'MHBAN0012345000' },
          ...placeFields('pf'),
          { name: 'certificate', label: 'Certificate', kind: 'text' },
          { name: 'portal_user', label: 'Portal user', kind: 'text' },
          // Write-only: the server never sends it back, so the field starts blank and blank keeps the one on file.
          { name: 'portal_password', label: 'Portal password', kind: 'password', placeholder: 'Leave blank to keep the current one' },
        ],
      },
    ],
    empty: { ...EMPTY_PLACE, pf_code: '', certificate: '', portal_user: '', portal_password: '' },
    fromRecord: (r) => ({
      ...placeValues(r),
      pf_code: r.pf_code,
      certificate: text(r.certificate),
      portal_user: text(r.portal_user),
      portal_password: '',
    }),
  },
}

/** Company row menu → PF setup: the company's PF registrations. */
export default function PfSetupPage() {
  return <ResourcePage {...pfSetupConfig} />
}
