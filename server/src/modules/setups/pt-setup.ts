import { REMITTANCE_FREQUENCY, REMITTANCE_MODE, ptSetup, ptSetupBody } from '@ihrc/contract'
import { ptSetups } from '../../db/schema'
import { enumCell } from '../organisation/sheet-cells'
import { dueRuleNotes } from '../statutory'
import { defineSetup } from './define-setup'

const mode = enumCell(REMITTANCE_MODE)
const frequency = enumCell(REMITTANCE_FREQUENCY)

/** PT registrations per state: the registration (PTRC) and enrolment (PTEC) certificates. */
export const ptSetupResource = defineSetup({
  path: 'ptsetup',
  noun: 'PT setup',
  customFields: 'pt_setup',
  table: ptSetups,
  body: ptSetupBody,
  item: ptSetup,
  code: { key: 'ptrc_number', column: ptSetups.ptrcNumber },
  search: [ptSetups.ptecNumber],
  own: (r) => ({
    due_rule_note: null,
    state_id: r.stateId!,
    ptrc_number: r.ptrcNumber,
    ptec_number: r.ptecNumber,
    remittance_mode: r.remittanceMode,
    ptrc_frequency: r.ptrcFrequency,
    ptec_frequency: r.ptecFrequency,
    certificate: r.certificate,
  }),
  values: (b) => ({
    ptrcNumber: b.ptrc_number,
    ptecNumber: b.ptec_number,
    remittanceMode: b.remittance_mode,
    ptrcFrequency: b.ptrc_frequency,
    ptecFrequency: b.ptec_frequency,
    certificate: b.certificate,
  }),
  enrich: async (ctx, items) => {
    const notes = await dueRuleNotes(
      ctx.db,
      items.map((s) => ({
        stateId: s.state_id,
        schemes: [
          ...(s.ptrc_number ? [{ scheme: 'ptrc' as const, frequency: s.ptrc_frequency }] : []),
          ...(s.ptec_number ? [{ scheme: 'ptec' as const, frequency: s.ptec_frequency }] : []),
        ],
      })),
    )
    return items.map((s, i) => ({ ...s, due_rule_note: notes[i]! }))
  },
  duplicateMessage: 'A PT setup with this PTRC or PTEC number already exists',
  stateRequired: true,
  sheet: {
    sheetName: 'PT setups',
    fileStem: 'pt-setups',
    columns: [
      { key: 'ptrc_number', header: 'PTRC number', width: 22 },
      { key: 'ptec_number', header: 'PTEC number', width: 22 },
      { key: 'remittance_mode', header: 'Remittance mode', options: mode.options },
      { key: 'ptrc_frequency', header: 'PTRC frequency', options: frequency.options },
      { key: 'ptec_frequency', header: 'PTEC frequency', options: frequency.options },
      { key: 'certificate', header: 'Certificate', width: 20 },
    ],
    read: (v, issues) => ({
      remittance_mode: mode.read('remittance_mode', v.remittance_mode, issues),
      ptrc_frequency: frequency.read('ptrc_frequency', v.ptrc_frequency, issues),
      ptec_frequency: frequency.read('ptec_frequency', v.ptec_frequency, issues),
    }),
    uniqueKeys: [{ ptrc_number: ptSetups.ptrcNumber }, { ptec_number: ptSetups.ptecNumber }],
    exportColumns: [
      { header: 'PTRC number', width: 22, value: (s) => s.ptrc_number },
      { header: 'PTEC number', width: 22, value: (s) => s.ptec_number },
      { header: 'Remittance mode', value: (s) => mode.label(s.remittance_mode) },
      { header: 'PTRC frequency', value: (s) => frequency.label(s.ptrc_frequency) },
      { header: 'PTEC frequency', value: (s) => frequency.label(s.ptec_frequency) },
      { header: 'Certificate', width: 20, value: (s) => s.certificate },
    ],
  },
})
