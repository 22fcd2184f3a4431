import { REMITTANCE_FREQUENCY, REMITTANCE_MODE, lwfSetup, lwfSetupBody, type FileRef } from '@ihrc/contract'
import { sql } from 'drizzle-orm'
import { lwfSetups, storedFiles } from '../../db/schema'
import { qualified } from '../../lib/crud'
import { enumCell } from '../organisation/sheet-cells'
import { dueRuleNotes } from '../statutory'
import { defineSetup } from './define-setup'

const mode = enumCell(REMITTANCE_MODE)
const frequency = enumCell(REMITTANCE_FREQUENCY)

const certificate = sql<FileRef | null>`(select json_build_object('id', f.id, 'name', f.original_name, 'mime', f.mime, 'size', f.size)
  from ${storedFiles} f where f.id = ${qualified(lwfSetups.certificateFileId)})`

/** LWF registrations per state; create is multipart with the certificate as `file`. */
export const lwfSetupResource = defineSetup({
  path: 'lwfsetup',
  noun: 'LWF setup',
  customFields: 'lwf_setup',
  table: lwfSetups,
  body: lwfSetupBody,
  item: lwfSetup,
  code: { key: 'registration_number', column: lwfSetups.registrationNumber },
  more: { certificate },
  own: (r, more) => ({
    due_rule_note: null,
    state_id: r.stateId!,
    registration_number: r.registrationNumber,
    remittance_mode: r.remittanceMode,
    frequency: r.frequency,
    certificate: (more.certificate as FileRef | null) ?? null,
  }),
  values: (b) => ({ registrationNumber: b.registration_number, remittanceMode: b.remittance_mode, frequency: b.frequency }),
  document: { key: 'certificateFileId' },
  enrich: async (ctx, items) => {
    const notes = await dueRuleNotes(
      ctx.db,
      items.map((s) => ({ stateId: s.state_id, schemes: [{ scheme: 'lwf' as const, frequency: s.frequency }] })),
    )
    return items.map((s, i) => ({ ...s, due_rule_note: notes[i]! }))
  },
  duplicateMessage: 'An LWF setup with this registration number already exists in this state',
  stateRequired: true,
  sheet: {
    sheetName: 'LWF setups',
    fileStem: 'lwf-setups',
    columns: [
      { key: 'registration_number', header: 'Registration number', required: true, width: 24 },
      { key: 'remittance_mode', header: 'Remittance mode', options: mode.options },
      { key: 'frequency', header: 'Frequency', options: frequency.options },
    ],
    read: (v, issues) => ({
      remittance_mode: mode.read('remittance_mode', v.remittance_mode, issues),
      frequency: frequency.read('frequency', v.frequency, issues),
    }),
    uniqueKeys: [{ state_id: lwfSetups.stateId, registration_number: lwfSetups.registrationNumber }],
    exportColumns: [
      { header: 'Registration number', width: 24, value: (s) => s.registration_number },
      { header: 'Remittance mode', value: (s) => mode.label(s.remittance_mode) },
      { header: 'Frequency', value: (s) => frequency.label(s.frequency) },
      { header: 'Certificate', width: 24, value: (s) => s.certificate?.name ?? null },
    ],
  },
})
