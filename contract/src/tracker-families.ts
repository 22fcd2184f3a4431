/**
 * The six remittance tracker families as ONE typed map of plain data (no zod): the
 * endpoint table reads it, so the console's first chunks (sign-in, every page's URL
 * building) must not pull the trackers' schemas in with it. Row, body and grid schemas
 * are made from it in trackers.ts. Besides data, each entry carries one small function:
 * how the demo tenant fills its rows, so a family's demo is part of its entry.
 */
import type { FallbackKey } from './messages'
import type { StatutoryScheme } from './statutory'
import type { TrackerDocumentKind } from './tracker-document-kinds'

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

/** What the demo tenant knows of one of its rows when it fills the family's fields (server/src/modules/trackers/demo.ts). */
export interface TrackerDemoFacts {
  /** The registration's head count in the period. */
  readonly staff: number
  /** The period's due date. */
  readonly due: string
  /** When it was paid; null when left unpaid. */
  readonly paid: string | null
  /** A reference number with this prefix, unique in the demo; null when unpaid. */
  ref(prefix: string): string | null
  /** The state's top wage band as a wage-band entry (`25000:`); '' when its slab has none. */
  readonly topBand: string
}
export interface TrackerDemo {
  /** The row's own fields, and the amount paid (null: the family records none). */
  row(facts: TrackerDemoFacts): { amount: number | null; own: Readonly<Record<string, unknown>> }
  /** Pays what the state's slab gives for the staff (the row's expected amount) rather than `amount`. */
  readonly paysExpected?: boolean
}

/** A family as its map entry writes it; its menu key is made from its map key (TrackerFamilyDef). */
export interface TrackerFamilyEntry {
  /** Path stem of its routes and the console's path (`/pf-tracker`). */
  readonly stem: string
  /** Its name in menus, titles and messages. */
  readonly label: string
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
  /**
   * Owed only by the registrations a row of the family was ever recorded for, not by every
   * registration of its setup: PF IW is filed only where the establishment has international
   * workers, which no setup field records (the grid, the action card and the reminders read this).
   */
  readonly owedWhereRecorded?: boolean
  /** SPEC.md section 8 fallbacks for its list/get, create (upload), update and delete. */
  readonly messages: {
    readonly fetch: FallbackKey
    readonly create: FallbackKey
    readonly update: FallbackKey
    readonly remove: FallbackKey
  }
  /** How the demo tenant fills its rows. */
  readonly demo: TrackerDemo
}

const count = (label: string) => ({ label, type: 'count' }) as const
const amount = (label: string) => ({ label, type: 'amount' }) as const
const words = (label: string) => ({ label, type: 'text' }) as const
const day = (label: string) => ({ label, type: 'date' }) as const
const bands = (label: string) => ({ label, type: 'wage_bands' }) as const
const round2 = (n: number) => Math.round(n * 100) / 100

// In the sidebar's order: the permission catalogue lists the families' menus as the map does.
const ENTRIES = {
  pf: {
    stem: 'pf-tracker',
    label: 'PF',
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
    demo: {
      row: ({ staff, ref }) => {
        const epf = staff * 21_500
        const capped = staff * 15_000
        // Employee and employer 12 % each, admin 0.5 %.
        return {
          amount: round2(epf * 0.245),
          own: {
            employee_count: staff,
            epf_wages: epf,
            eps_wages: capped,
            edli_wages: capped,
            total_challan_amount: round2(epf * 0.245),
            trrn: ref('3112025'),
            crn: ref('CRN'),
          },
        }
      },
    },
  },
  esi: {
    stem: 'esi-tracker',
    label: 'ESI',
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
    demo: {
      row: ({ staff, paid, ref }) => {
        const insured = Math.round(staff * 0.4)
        const gross = insured * 16_500
        const employee = round2(gross * 0.0075)
        const employer = round2(gross * 0.0325)
        const total = round2(employee + employer)
        return {
          amount: total,
          own: {
            employee_count: insured,
            gross_wages: gross,
            employee_contribution: employee,
            employer_contribution: employer,
            total_contribution: total,
            challan_amount: paid ? total : null,
            salary_register_amount: gross,
            challan_number: ref('ESIC'),
          },
        }
      },
    },
  },
  lwf: {
    stem: 'lwf-tracker',
    label: 'LWF',
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
    demo: {
      row: ({ staff, ref }) => ({
        amount: staff * 100,
        own: { employee_count: staff, salary_register_amount: staff * 100, receipt_number: ref('LWF') },
      }),
      paysExpected: true,
    },
  },
  ptrc: {
    stem: 'ptrc-tracker',
    label: 'PT RC',
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
    demo: {
      row: ({ staff, topBand }) => ({
        amount: staff * 200,
        own: {
          employee_count: staff,
          gross_salary: staff * 30_000,
          salary_register_amount: staff * 200,
          wage_bands: topBand ? `${topBand}${staff}` : null,
        },
      }),
      paysExpected: true,
    },
  },
  ptec: {
    stem: 'ptec-tracker',
    label: 'PT EC',
    recordType: 'ptec_tracker',
    scheme: 'ptec',
    setup: 'pt',
    codeField: 'ptec_number',
    codeLabel: 'PTEC number',
    fields: { receipt_number: words('Receipt number') },
    documents: ['payment', 'return'],
    messages: { fetch: 'fetchPtecTracker', create: 'createPtrcTracker', update: 'updatePtTracker', remove: 'deletePtecTracker' },
    demo: { row: ({ ref }) => ({ amount: 2_500, own: { receipt_number: ref('PTEC') } }), paysExpected: true },
  },
  pfiw: {
    stem: 'pfiw-tracker',
    label: 'PF IW',
    recordType: 'pfiw_tracker',
    scheme: 'pf_iw',
    setup: 'pf',
    owedWhereRecorded: true,
    codeField: 'pf_code',
    codeLabel: 'PF code',
    fields: { return_due_date: day('Return due date'), submitted_on: day('Submitted on') },
    documents: ['iw_return'],
    messages: { fetch: 'fetchPfiwTracker', create: 'createPfTracker', update: 'updatePfiwTracker', remove: 'deletePfiwTracker' },
    demo: { row: ({ due, paid }) => ({ amount: null, own: { return_due_date: due, submitted_on: paid } }) },
  },
} as const satisfies Record<string, TrackerFamilyEntry>

export type TrackerFamilyKey = keyof typeof ENTRIES

/**
 * A family's menu key, made from its map key: the permission catalogue (permissions.ts),
 * the console's routes and pages, the custom-field modules and the setups' read lists all
 * take their tracker menus from the map, so a new entry is granted, routed and served
 * with no other line.
 */
export type TrackerMenuKey<K extends string = TrackerFamilyKey> = `remittance.${K}_tracker`
export function trackerMenuOf<K extends string>(key: K): TrackerMenuKey<K> {
  return `remittance.${key}_tracker`
}

/** A family with its menu key: what every reader of the map gets. */
export interface TrackerFamilyDef extends TrackerFamilyEntry {
  // Its own menu type, not permissions' MenuKey: permissions builds its menus from this map.
  readonly menu: TrackerMenuKey
}

/**
 * Everything made from the entries, in one place. Exported so the seventh-family test
 * (server/test/trackers/seventh-family.test.ts) can add an entry exactly as the map does.
 */
export function familyMap<K extends string>(entries: Readonly<Record<K, TrackerFamilyEntry>>) {
  const keys = Object.keys(entries) as K[]
  return {
    TRACKER_FAMILY_ENTRIES: entries,
    TRACKER_FAMILY_KEYS: keys,
    TRACKER_FAMILIES: Object.fromEntries(keys.map((key) => [key, { ...entries[key], menu: trackerMenuOf(key) }])),
    /** The families' menus in map order, as the permission catalogue lists them. */
    TRACKER_MENUS: keys.map((key) => ({ key: trackerMenuOf(key), label: entries[key].label })),
    /** The custom-field module of each family's rows (`pf_tracker`: 'PF tracker'), in map order. */
    TRACKER_CUSTOM_MODULES: Object.fromEntries(keys.map((key) => [`${key}_tracker`, `${entries[key].label} tracker`])),
    /** The menus that read a setup besides Company: the menus of the families that pay against it. */
    setupReadMenus: (setup: TrackerSetupKind) => keys.filter((key) => entries[key].setup === setup).map(trackerMenuOf),
  }
}

const made = familyMap(ENTRIES)
export type TrackerFamilies = { readonly [K in TrackerFamilyKey]: (typeof ENTRIES)[K] & { readonly menu: TrackerMenuKey<K> } }
export const TRACKER_FAMILY_ENTRIES = made.TRACKER_FAMILY_ENTRIES
export const TRACKER_FAMILY_KEYS = made.TRACKER_FAMILY_KEYS
export const TRACKER_FAMILIES = made.TRACKER_FAMILIES as TrackerFamilies
export const TRACKER_MENUS = made.TRACKER_MENUS
export const TRACKER_CUSTOM_MODULES = made.TRACKER_CUSTOM_MODULES as Record<`${TrackerFamilyKey}_tracker`, string>
export const setupReadMenus = made.setupReadMenus
