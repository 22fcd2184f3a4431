import { REMITTANCE_FREQUENCY, REMITTANCE_MODE, ptSetupBody, type PtSetup } from '@ihrc/contract/setups'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig } from '@/components/resource/types'
import { EMPTY_PLACE, enumOptions, placeColumns, placeFields, placeValues, text, useSetupBulk, setupPageBase } from '../setup-config'
import { ptSetups } from '../slices'

const frequencies = enumOptions(REMITTANCE_FREQUENCY)

const ptSetupConfig: ResourcePageConfig<PtSetup> = {
  ...setupPageBase('pt'),
  resource: ptSetups,
  columns: [
    { key: 'ptrc_number', header: 'PTRC number', sortable: true, cell: (r) => r.ptrc_number ?? '—' },
    { key: 'ptec_number', header: 'PTEC number', cell: (r) => r.ptec_number ?? '—' },
    ...placeColumns<PtSetup>(),
  ],
  recordName: (r) => r.ptrc_number ?? r.ptec_number ?? `PT ${r.state_name}`,
  searchPlaceholder: 'Search PTRC / PTEC numbers',
  emptyHint: "Add the company's PT registrations per state, or bulk upload them from the template.",
  form: {
    schema: ptSetupBody,
    sections: [
      {
        fields: [
          ...placeFields('pt'),
          { name: 'ptrc_number', label: 'PTRC number', kind: 'text' },
          { name: 'ptec_number', label: 'PTEC number', kind: 'text' },
          { name: 'remittance_mode', label: 'Remittance mode', kind: 'select', options: enumOptions(REMITTANCE_MODE) },
          { name: 'ptrc_frequency', label: 'PTRC frequency', kind: 'select', options: frequencies },
          { name: 'ptec_frequency', label: 'PTEC frequency', kind: 'select', options: frequencies },
          { name: 'certificate', label: 'Certificate', kind: 'text' },
        ],
      },
    ],
    empty: {
      ...EMPTY_PLACE,
      ptrc_number: '',
      ptec_number: '',
      remittance_mode: '',
      ptrc_frequency: '',
      ptec_frequency: '',
      certificate: '',
    },
    fromRecord: (r) => ({
      ...placeValues(r),
      ptrc_number: text(r.ptrc_number),
      ptec_number: text(r.ptec_number),
      remittance_mode: text(r.remittance_mode),
      ptrc_frequency: text(r.ptrc_frequency),
      ptec_frequency: text(r.ptec_frequency),
      certificate: text(r.certificate),
    }),
  },
}

/** Company row menu → PT setup. */
export default function PtSetupPage() {
  const bulk = useSetupBulk('pt')
  return <ResourcePage {...ptSetupConfig} bulk={bulk} />
}
