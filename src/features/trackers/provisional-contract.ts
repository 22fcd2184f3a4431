// PROVISIONAL, until the `trackers` engineer's contract (contract/src/trackers.ts,
// tracker-endpoints.ts) is cherry-picked: the family map as API.md and DOMAIN.md name it.
import { FALLBACK, type MenuKey } from '@ihrc/contract'
import { GET, POST, crud, documentKinds, grant, type Endpoint } from '@ihrc/contract/endpoint'
import { endpoints } from '@ihrc/contract/endpoints'
import { z } from 'zod'

type Kind = 'number' | 'text' | 'date'
interface FamilySpec {
  label: string
  stem: string
  menu: MenuKey
  recordType: string
  codeLabel: string
  codeLookup: Endpoint
  fields: Record<string, { label: string; kind: Kind }>
  documents: Record<string, string>
  exposure: boolean
  messages: { list?: string; get?: string; update?: string; remove?: string }
}

const n = (label: string) => ({ label, kind: 'number' as const })
const t = (label: string) => ({ label, kind: 'text' as const })
const d = (label: string) => ({ label, kind: 'date' as const })

export const TRACKER_FAMILIES = {
  pf: {
    label: 'PF',
    stem: 'pf-tracker',
    menu: 'remittance.pf_tracker',
    recordType: 'pf_tracker',
    codeLabel: 'PF code',
    codeLookup: endpoints.pfSetup.pfCode,
    fields: {
      employee_count: n('Employees'),
      epf_wages: n('EPF wages'),
      eps_wages: n('EPS wages'),
      edli_wages: n('EDLI wages'),
      total_challan_amount: n('Total challan amount'),
      trrn: t('TRRN'),
      crn: t('CRN'),
    },
    documents: { ecr: 'ECR', challan: 'Challan', receipt: 'Receipt' },
    exposure: true,
    messages: { update: FALLBACK.updatePfTracker },
  },
  pfiw: {
    label: 'PF IW',
    stem: 'pfiw-tracker',
    menu: 'remittance.pfiw_tracker',
    recordType: 'pfiw_tracker',
    codeLabel: 'PF code',
    codeLookup: endpoints.pfSetup.pfCode,
    fields: { return_due_date: d('Return due date'), submitted_on: d('Submitted on') },
    documents: { iw_return: 'IW return' },
    exposure: false,
    messages: {
      list: FALLBACK.fetchPfiwTracker,
      get: FALLBACK.fetchPfiwTracker,
      update: FALLBACK.updatePfiwTracker,
      remove: FALLBACK.deletePfiwTracker,
    },
  },
  esi: {
    label: 'ESI',
    stem: 'esi-tracker',
    menu: 'remittance.esi_tracker',
    recordType: 'esi_tracker',
    codeLabel: 'ESI code',
    codeLookup: endpoints.esiSetup.esiCode,
    fields: {
      employee_count: n('Employees'),
      gross_wages: n('Gross wages'),
      employee_contribution: n('Employee contribution'),
      employer_contribution: n('Employer contribution'),
      total_contribution: n('Total contribution'),
      challan_amount: n('Challan amount'),
      salary_register_amount: n('Salary register amount'),
      challan_number: t('Challan number'),
    },
    documents: { challan: 'Challan' },
    exposure: true,
    messages: {},
  },
  lwf: {
    label: 'LWF',
    stem: 'lwf-tracker',
    menu: 'remittance.lwf_tracker',
    recordType: 'lwf_tracker',
    codeLabel: 'LWF registration',
    codeLookup: endpoints.lwfSetup.lwfCode,
    fields: { salary_register_amount: n('Salary register amount'), receipt_number: t('Receipt number') },
    documents: { receipt: 'Receipt' },
    exposure: false,
    messages: {
      list: FALLBACK.fetchLwfTracker,
      get: FALLBACK.fetchLwfTracker,
      update: FALLBACK.updateLwfTracker,
      remove: FALLBACK.deleteLwfTracker,
    },
  },
  ptrc: {
    label: 'PT RC',
    stem: 'ptrc-tracker',
    menu: 'remittance.ptrc_tracker',
    recordType: 'ptrc_tracker',
    codeLabel: 'PT RC number',
    codeLookup: endpoints.ptSetup.ptrcCode,
    fields: { employee_count: n('Employees'), gross_salary: n('Gross salary'), salary_register_amount: n('Salary register amount') },
    documents: { challan: 'Challan', return: 'Return' },
    exposure: false,
    messages: { update: FALLBACK.updatePtrcTracker },
  },
  ptec: {
    label: 'PT EC',
    stem: 'ptec-tracker',
    menu: 'remittance.ptec_tracker',
    recordType: 'ptec_tracker',
    codeLabel: 'PT EC number',
    codeLookup: endpoints.ptSetup.ptecCode,
    fields: { receipt_number: t('Receipt number') },
    documents: { payment: 'Payment', return: 'Return' },
    exposure: false,
    messages: {
      list: FALLBACK.fetchPtecTracker,
      get: FALLBACK.fetchPtecTracker,
      update: FALLBACK.updatePtTracker,
      remove: FALLBACK.deletePtecTracker,
    },
  },
} as const satisfies Record<string, FamilySpec>

export type TrackerFamilyKey = keyof typeof TRACKER_FAMILIES

export function trackerEndpoints(key: TrackerFamilyKey) {
  const { stem, menu } = TRACKER_FAMILIES[key]
  const { create: _none, ...rows } = crud(stem, menu)
  return {
    ...rows,
    bulkUpload: POST(`${stem}/bulk-upload`, grant(menu, 'create')),
    template: GET(`${stem}/export-data`, grant(menu, 'create')),
    exportAll: GET(`${stem}/export-all`, grant(menu, 'list')),
    ...documentKinds(stem, menu),
    grid: GET(`${stem}/grid`, grant(menu, 'list')),
    gridExport: GET(`${stem}/grid/export`, grant(menu, 'list')),
  }
}

const amount = z.coerce.number().min(0).nullable().optional()
export const trackerUpdateBody = z.object({
  payment_date: z.string().nullable().optional(),
  delay_reason: z.string().max(500).nullable().optional(),
  challan_type: z.enum(['main', 'arrear', 'damage']),
  total_paid_amount: amount,
  difference_amount: z.coerce.number().nullable().optional(),
  difference_reason: z.string().max(500).nullable().optional(),
})
