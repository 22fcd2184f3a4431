/**
 * Statutory setups (DOMAIN.md "Statutory setups"): a company's PF, ESI, PT and LWF
 * registrations, by location. The four share the company/place columns and the
 * registration date; each adds its own code. Read by the server's validators and
 * sheets and by the console's forms.
 */
import { z } from 'zod'
import { customBodyShape, customItemShape } from './custom-values'
import { labelled, listQuery, optionalId, plainText, recordId } from './envelope'
import { RECURRING, frequencies } from './frequency'
import { dateUpToToday, isoDate, nullable, text } from './form-fields'
import { fileRef, stamps } from './record-shapes'

// ---------------------------------------------------------------- enumerations

export const ESI_CODE_TYPE = labelled({ main: 'Main', sub: 'Sub' })

export const REMITTANCE_MODE = labelled({ online: 'Online', offline: 'Offline' })

export const REMITTANCE_FREQUENCY = frequencies(RECURRING)

export const E_SIGN_STATUS = labelled({ registered: 'Registered', pending: 'Pending', not_registered: 'Not registered' })

// ---------------------------------------------------------------- codes

/** EPFO establishment id: region (2 letters), office (3), establishment (7 digits), extension (3 digits). */
export const PF_CODE_RE = /^[A-Z]{5}[0-9]{10}$/
export const PF_CODE_MESSAGE = 'PF code must be 15 characters like MHBAN0012345000'
/** ESIC employer code: 17 digits. */
export const ESI_CODE_RE = /^[0-9]{17}$/
export const ESI_CODE_MESSAGE = 'ESI code must be 17 digits'
export const REGISTRATION_DATE_IN_FUTURE = 'Registration date cannot be in the future'

function requiredCode(label: string, re?: RegExp, message?: string) {
  const base = plainText({ error: `${label} is required` })
    .trim()
    .toUpperCase()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)
  return re ? base.regex(re, message) : base
}

const registrationDate = nullable(dateUpToToday(REGISTRATION_DATE_IN_FUTURE))
const frequency = nullable(REMITTANCE_FREQUENCY.schema)
const remittanceMode = nullable(REMITTANCE_MODE.schema)

// ---------------------------------------------------------------- shared columns

/** Where a registration is: the company, and optionally its state, district and location (every setup's body starts with them). */
export const setupPlaceFields = {
  company_id: recordId('Company'),
  state_id: nullable(recordId('State')),
  district_id: nullable(recordId('District')),
  location_id: nullable(recordId('Location')),
  registration_date: registrationDate,
  ...customBodyShape,
}
/** PT and LWF are state levies: the state is required. */
const statePlaceFields = { ...setupPlaceFields, state_id: recordId('State') }

/** What every setup item says of its place. */
export const setupPlaceItem = {
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  state_id: z.number().int().nullable(),
  state_name: z.string().nullable(),
  district_id: z.number().int().nullable(),
  district_name: z.string().nullable(),
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  registration_date: z.string().nullable(),
  ...customItemShape,
  ...stamps,
}

export const signatory = z.object({
  user_id: recordId('Signatory'),
  dsc_valid_until: nullable(isoDate),
  e_sign_status: nullable(E_SIGN_STATUS.schema),
})
/** A signatory as the API answers it (plain shapes: response schemas carry no transforms). */
export const signatoryItem = z.object({
  user_id: z.number().int(),
  dsc_valid_until: z.string().nullable(),
  e_sign_status: E_SIGN_STATUS.schema.nullable(),
})
export type Signatory = z.infer<typeof signatoryItem>
export const MAX_SIGNATORIES = 20
/** Absent keeps the signatories on file (a form that does not show them must not erase them); [] clears them. */
const signatories = z.array(signatory).max(MAX_SIGNATORIES, `At most ${MAX_SIGNATORIES} signatories`).optional()

/** Every setup list filters by company and state. */
export const setupQuery = listQuery.extend({ company_id: optionalId, state_id: optionalId })

// ---------------------------------------------------------------- pf setup

export const pfSetupBody = z.object({
  ...setupPlaceFields,
  pf_code: requiredCode('PF code', PF_CODE_RE, PF_CODE_MESSAGE),
  certificate: text(100, 'Certificate'),
  portal_user: text(100, 'Portal user'),
  /** Write-only: stored encrypted, never returned. Blank keeps the one on file. */
  portal_password: nullable(plainText().max(200, 'Portal password must be at most 200 characters')),
  signatories,
})
export const pfSetup = z.object({
  ...setupPlaceItem,
  pf_code: z.string(),
  certificate: z.string().nullable(),
  portal_user: z.string().nullable(),
  /** Whether a portal password is on file; the password itself never leaves the server. */
  portal_password_set: z.boolean(),
  signatories: z.array(signatoryItem),
})
export type PfSetup = z.infer<typeof pfSetup>

// ---------------------------------------------------------------- esi setup

export const esiSetupBody = z.object({
  ...setupPlaceFields,
  esi_code: requiredCode('ESI code', ESI_CODE_RE, ESI_CODE_MESSAGE),
  code_type: nullable(ESI_CODE_TYPE.schema),
  certificate: text(100, 'Certificate'),
  signatories,
})
export const esiSetup = z.object({
  ...setupPlaceItem,
  esi_code: z.string(),
  code_type: ESI_CODE_TYPE.schema.nullable(),
  certificate: z.string().nullable(),
  signatories: z.array(signatoryItem),
})
export type EsiSetup = z.infer<typeof esiSetup>

// ---------------------------------------------------------------- pt setup

export const ptSetupBody = z.object({
  ...statePlaceFields,
  ptrc_number: text(50, 'PTRC number'),
  ptec_number: text(50, 'PTEC number'),
  remittance_mode: remittanceMode,
  ptrc_frequency: frequency,
  ptec_frequency: frequency,
  certificate: text(100, 'Certificate'),
})
export const ptSetup = z.object({
  ...setupPlaceItem,
  state_id: z.number().int(),
  state_name: z.string(),
  ptrc_number: z.string().nullable(),
  ptec_number: z.string().nullable(),
  remittance_mode: REMITTANCE_MODE.schema.nullable(),
  ptrc_frequency: REMITTANCE_FREQUENCY.schema.nullable(),
  ptec_frequency: REMITTANCE_FREQUENCY.schema.nullable(),
  certificate: z.string().nullable(),
  /** "PT RC: due rule not confirmed for this state" (and PT EC), as the statutory facts stand today; null when both are known. */
  due_rule_note: z.string().nullable(),
})
export type PtSetup = z.infer<typeof ptSetup>

// ---------------------------------------------------------------- lwf setup

/** Create is multipart (fields plus the certificate as `file`); update takes JSON or the same. */
export const lwfSetupBody = z.object({
  ...statePlaceFields,
  registration_number: requiredCode('Registration number'),
  remittance_mode: remittanceMode,
  frequency,
})
export const lwfSetup = z.object({
  ...setupPlaceItem,
  state_id: z.number().int(),
  state_name: z.string(),
  registration_number: z.string(),
  remittance_mode: REMITTANCE_MODE.schema.nullable(),
  frequency: REMITTANCE_FREQUENCY.schema.nullable(),
  certificate: fileRef.nullable(),
  /** "LWF: due rule not confirmed for this state", as the statutory facts stand today; null when known. */
  due_rule_note: z.string().nullable(),
})
export type LwfSetup = z.infer<typeof lwfSetup>

// ---------------------------------------------------------------- code lookups

/** A company's codes for the trackers' dropdowns (each setup's `codes` in setup-kinds.ts). */
export const setupCodeQuery = z.object({ company_id: optionalId })
export const setupCode = z.object({
  /** The setup's id (a tracker row's `setup_id`). */
  id: z.number().int(),
  code: z.string(),
  company_id: z.number().int(),
  state_id: z.number().int().nullable(),
})
export type SetupCode = z.infer<typeof setupCode>
/** `GET {setup}/template/download?company_id=`: the template offers only that company. */
export const setupTemplateQuery = z.object({ company_id: optionalId })
