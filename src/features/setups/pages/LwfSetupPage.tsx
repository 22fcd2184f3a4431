import { REMITTANCE_FREQUENCY, REMITTANCE_MODE, lwfSetupBody, type LwfSetup } from '@ihrc/contract/setups'
import { formDataOf } from '@/components/custom-fields/form-data'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { FormValues, ResourcePageConfig } from '@/components/resource/types'
import { EMPTY_PLACE, enumOptions, placeColumns, placeFields, placeValues, text, useSetupBulk, setupPageBase } from '../setup-config'
import { lwfSetups } from '../slices'

/**
 * SPEC.md section 7: "LWF setup create is a multipart POST", with or without the
 * certificate (`file`). An update is JSON (PUT), or multipart when it replaces the certificate.
 */
function withCertificate(parsed: Record<string, unknown>, raw: FormValues, mode: 'create' | 'update'): object | FormData {
  const file = raw.certificate instanceof File ? raw.certificate : null
  if (mode === 'update' && !file) return parsed
  const body = formDataOf(parsed)
  if (file) body.append('file', file)
  return body
}

const lwfSetupConfig: ResourcePageConfig<LwfSetup> = {
  ...setupPageBase('lwf'),
  resource: lwfSetups,
  columns: [
    { key: 'registration_number', header: 'Registration number', sortable: true },
    ...placeColumns<LwfSetup>(),
    { key: 'frequency', header: 'Frequency', cell: (r) => (r.frequency ? REMITTANCE_FREQUENCY.labels[r.frequency] : '—') },
    { key: 'certificate', header: 'Certificate', cell: (r) => r.certificate?.name ?? '—' },
  ],
  recordName: (r) => r.registration_number,
  searchPlaceholder: 'Search registration numbers',
  emptyHint: "Add the company's LWF registrations per state, or bulk upload them from the template.",
  form: {
    schema: lwfSetupBody,
    sections: [
      {
        fields: [
          ...placeFields('lwf'),
          { name: 'registration_number', label: 'Registration number', kind: 'text', required: true },
          { name: 'remittance_mode', label: 'Remittance mode', kind: 'select', options: enumOptions(REMITTANCE_MODE) },
          { name: 'frequency', label: 'Frequency', kind: 'select', options: enumOptions(REMITTANCE_FREQUENCY) },
          { name: 'certificate', label: 'Certificate', kind: 'file', wide: true },
        ],
      },
    ],
    empty: { ...EMPTY_PLACE, registration_number: '', remittance_mode: '', frequency: '', certificate: null },
    fromRecord: (r) => ({
      ...placeValues(r),
      registration_number: r.registration_number,
      remittance_mode: text(r.remittance_mode),
      frequency: text(r.frequency),
      certificate: null,
    }),
    toBody: withCertificate,
  },
}

/** Company row menu → LWF setup. */
export default function LwfSetupPage() {
  const bulk = useSetupBulk('lwf')
  return <ResourcePage {...lwfSetupConfig} bulk={bulk} />
}
