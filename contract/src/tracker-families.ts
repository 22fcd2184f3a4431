/**
 * The six remittance tracker families as ONE typed map of plain data (no zod): the
 * endpoint table reads it, so the console's first chunks (sign-in, every page's URL
 * building) must not pull the trackers' schemas in with it. Row, body and grid schemas
 * are made from it in trackers.ts.
 */
import type { FallbackKey } from './messages'
import type { MenuKey } from './permissions'
import type { StatutoryScheme } from './statutory'
import type { TrackerDocumentKind } from './trackers'

// ---------------------------------------------------------------- the family map

/**
 * How a family field is written: a head count, rupees (2 decimals), free text, a date, or
 * the head count per wage band of the state's slab (wage-bands.ts).
 */
export type TrackerFieldType = 'count' | 'amount' | 'text' | 'date' | 'wage_bands'
export interface TrackerFieldDef {
  readonly label: string
  readonly type: TrackerFieldType
}

/** The setup a family pays against, and the column of that setup that is the row's code. */
export type TrackerSetupKind = 'pf' | 'esi' | 'pt' | 'lwf'
export type TrackerCodeField = 'pf_code' | 'esi_code' | 'ptrc_number' | 'ptec_number' | 'registration_number'

export interface TrackerFamilyDef {
  /** Path stem of its routes and the console's path (`/pf-tracker`). */
  readonly stem: string
  /** Its name in menus, titles and messages. */
  readonly label: string
  readonly menu: MenuKey
  /** Its edit requests' record type. */
  readonly recordType: string
  /** Which statutory rules give its due dates (and late-payment rules, for PF and ESI). */
  readonly scheme: StatutoryScheme
  readonly setup: TrackerSetupKind
  readonly codeField: TrackerCodeField
  readonly codeLabel: string
  readonly fields: Readonly<Record<string, TrackerFieldDef>>
  readonly documents: readonly TrackerDocumentKind[]
  /** The family field that is the amount due, on which late-payment exposure runs (PF and ESI only). */
  readonly arrears?: string
  /** SPEC.md section 8 fallbacks for its list/get, create (upload), update and delete. */
  readonly messages: {
    readonly fetch: FallbackKey
    readonly create: FallbackKey
    readonly update: FallbackKey
    readonly remove: FallbackKey
  }
}

const count = (label: string) => ({ label, type: 'count' }) as const
const amount = (label: string) => ({ label, type: 'amount' }) as const
const words = (label: string) => ({ label, type: 'text' }) as const
const day = (label: string) => ({ label, type: 'date' }) as const
const bands = (label: string) => ({ label, type: 'wage_bands' }) as const

export const TRACKER_FAMILIES = {
  pf: {
    stem: 'pf-tracker',
    label: 'PF',
    menu: 'remittance.pf_tracker',
    recordType: 'pf_tracker',
    scheme: 'pf',
    setup: 'pf',
    codeField: 'pf_code',
    codeLabel: 'PF code',
    fields: {
      employee_count: count('Employee count'),
      epf_wages: amount('EPF wages'),
      eps_wages: amount('EPS wages'),
      edli_wages: amount('EDLI wages'),
      total_challan_amount: amount('Total challan amount'),
      trrn: words('TRRN'),
      crn: words('CRN'),
    },
    documents: ['ecr', 'challan', 'receipt'],
    arrears: 'total_challan_amount',
    messages: { fetch: 'fetchTracker', create: 'createPfTracker', update: 'updatePfTracker', remove: 'deleteTracker' },
  },
  pfiw: {
    stem: 'pfiw-tracker',
    label: 'PF IW',
    menu: 'remittance.pfiw_tracker',
    recordType: 'pfiw_tracker',
    scheme: 'pf_iw',
    setup: 'pf',
    codeField: 'pf_code',
    codeLabel: 'PF code',
    fields: { return_due_date: day('Return due date'), submitted_on: day('Submitted on') },
    documents: ['iw_return'],
    messages: { fetch: 'fetchPfiwTracker', create: 'createPfTracker', update: 'updatePfiwTracker', remove: 'deletePfiwTracker' },
  },
  esi: {
    stem: 'esi-tracker',
    label: 'ESI',
    menu: 'remittance.esi_tracker',
    recordType: 'esi_tracker',
    scheme: 'esi',
    setup: 'esi',
    codeField: 'esi_code',
    codeLabel: 'ESI code',
    fields: {
      employee_count: count('Employee count'),
      gross_wages: amount('Gross wages'),
      employee_contribution: amount('Employee contribution'),
      employer_contribution: amount('Employer contribution'),
      total_contribution: amount('Total contribution'),
      challan_amount: amount('Challan amount'),
      salary_register_amount: amount('Salary register amount'),
      challan_number: words('Challan number'),
    },
    documents: ['challan'],
    arrears: 'total_contribution',
    messages: { fetch: 'fetchTracker', create: 'createPfTracker', update: 'updateTracker', remove: 'deleteTracker' },
  },
  ptrc: {
    stem: 'ptrc-tracker',
    label: 'PT RC',
    menu: 'remittance.ptrc_tracker',
    recordType: 'ptrc_tracker',
    scheme: 'ptrc',
    setup: 'pt',
    codeField: 'ptrc_number',
    codeLabel: 'PTRC number',
    fields: {
      employee_count: count('Employee count'),
      gross_salary: amount('Gross salary'),
      salary_register_amount: amount('Salary register amount'),
      wage_bands: bands('Employees per wage band'),
    },
    documents: ['challan', 'return'],
    messages: { fetch: 'fetchTracker', create: 'createPtrcTracker', update: 'updatePtrcTracker', remove: 'deleteTracker' },
  },
  ptec: {
    stem: 'ptec-tracker',
    label: 'PT EC',
    menu: 'remittance.ptec_tracker',
    recordType: 'ptec_tracker',
    scheme: 'ptec',
    setup: 'pt',
    codeField: 'ptec_number',
    codeLabel: 'PTEC number',
    fields: { receipt_number: words('Receipt number') },
    documents: ['payment', 'return'],
    messages: { fetch: 'fetchPtecTracker', create: 'createPtrcTracker', update: 'updatePtTracker', remove: 'deletePtecTracker' },
  },
  lwf: {
    stem: 'lwf-tracker',
    label: 'LWF',
    menu: 'remittance.lwf_tracker',
    recordType: 'lwf_tracker',
    scheme: 'lwf',
    setup: 'lwf',
    codeField: 'registration_number',
    codeLabel: 'Registration number',
    fields: {
      employee_count: count('Employee count'),
      wage_bands: bands('Employees per wage band'),
      salary_register_amount: amount('Salary register amount'),
      receipt_number: words('Receipt number'),
    },
    documents: ['receipt'],
    messages: { fetch: 'fetchLwfTracker', create: 'createLwfTracker', update: 'updateLwfTracker', remove: 'deleteLwfTracker' },
  },
} as const satisfies Record<string, TrackerFamilyDef>

export type TrackerFamilies = typeof TRACKER_FAMILIES
export type TrackerFamilyKey = keyof TrackerFamilies
export const TRACKER_FAMILY_KEYS = Object.keys(TRACKER_FAMILIES) as TrackerFamilyKey[]
