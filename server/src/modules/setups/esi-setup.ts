import { ESI_CODE_TYPE, esiSetup, esiSetupBody } from '@ihrc/contract'
import { esiSetups } from '../../db/schema'
import { enumCell } from '../organisation/sheet-cells'
import { defineSetup } from './define-setup'

const codeType = enumCell(ESI_CODE_TYPE)

/** ESI registrations: 17-digit employer codes, main or sub. */
export const esiSetupResource = defineSetup({
  path: 'esisetup',
  noun: 'ESI setup',
  customFields: 'esi_setup',
  table: esiSetups,
  body: esiSetupBody,
  item: esiSetup,
  code: { key: 'esi_code', column: esiSetups.esiCode },
  own: (r) => ({ esi_code: r.esiCode, code_type: r.codeType, certificate: r.certificate, signatories: r.signatories }),
  values: (b) => ({
    esiCode: b.esi_code,
    codeType: b.code_type,
    certificate: b.certificate,
    ...(b.signatories && { signatories: b.signatories }),
  }),
  duplicateMessage: 'An ESI setup with this ESI code already exists',
  stateRequired: false,
  sheet: {
    sheetName: 'ESI setups',
    fileStem: 'esi-setups',
    columns: [
      { key: 'esi_code', header: 'ESI code', required: true, width: 22, note: '17 digits (write it as text so no digit is lost).' },
      { key: 'code_type', header: 'Code type', options: codeType.options },
      { key: 'certificate', header: 'Certificate', width: 20 },
    ],
    read: (v, issues) => ({ code_type: codeType.read('code_type', v.code_type, issues) }),
    uniqueKeys: [{ esi_code: esiSetups.esiCode }],
    exportColumns: [
      { header: 'ESI code', width: 22, value: (s) => s.esi_code },
      { header: 'Code type', value: (s) => codeType.label(s.code_type) },
      { header: 'Certificate', width: 20, value: (s) => s.certificate },
    ],
  },
})
