import { ESI_CODE_TYPE, esiSetupBody, type EsiSetup } from '@ihrc/contract/setups'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig } from '@/components/resource/types'
import { EMPTY_PLACE, enumOptions, placeColumns, placeFields, placeValues, text, useSetupBulk, setupPageBase } from '../setup-config'
import { esiSetups } from '../slices'

const esiSetupConfig: ResourcePageConfig<EsiSetup> = {
  ...setupPageBase('esi'),
  resource: esiSetups,
  columns: [
    { key: 'esi_code', header: 'ESI code', sortable: true },
    { key: 'code_type', header: 'Code type', cell: (r) => (r.code_type ? ESI_CODE_TYPE.labels[r.code_type] : '—') },
    ...placeColumns<EsiSetup>(),
  ],
  recordName: (r) => r.esi_code,
  searchPlaceholder: 'Search ESI codes',
  emptyHint: "Add the company's ESI codes, or bulk upload them from the template.",
  form: {
    schema: esiSetupBody,
    sections: [
      {
        fields: [
          { name: 'esi_code', label: 'ESI code', kind: 'text', required: true, placeholder: '17 digits' },
          { name: 'code_type', label: 'Code type', kind: 'select', options: enumOptions(ESI_CODE_TYPE) },
          ...placeFields('esi'),
          { name: 'certificate', label: 'Certificate', kind: 'text' },
        ],
      },
    ],
    empty: { ...EMPTY_PLACE, esi_code: '', code_type: '', certificate: '' },
    fromRecord: (r) => ({ ...placeValues(r), esi_code: r.esi_code, code_type: text(r.code_type), certificate: text(r.certificate) }),
  },
}

/** Company row menu → ESI setup. */
export default function EsiSetupPage() {
  const bulk = useSetupBulk('esi')
  return <ResourcePage {...esiSetupConfig} bulk={bulk} />
}
