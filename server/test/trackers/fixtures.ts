/** Registrations and tracker bodies for the tracker tests: one registration per setup kind of an org, bodies per family. */
import { TRACKER_FAMILIES, type TrackerFamilyKey, type TrackerSetupKind } from '@ihrc/contract'
import type { Org } from '../organisation/fixtures'

const place = (o: Org) => ({ company_id: o.companyId, state_id: o.stateId, district_id: o.districtId, location_id: o.locationId })

/** A valid setup body of the kind, its code made from `n`. */
export function setupBody(kind: TrackerSetupKind, o: Org, n: number): { path: string; body: Record<string, unknown> } {
  const digits = String(n).padStart(4, '0')
  switch (kind) {
    case 'pf':
      return { path: 'pfsetup', body: { ...place(o), pf_code: `MHBAN001234${digits}` } }
    case 'esi':
      return { path: 'esisetup', body: { ...place(o), esi_code: `3300012345000${digits}`, code_type: 'main' } }
    case 'pt':
      return { path: 'ptsetup', body: { ...place(o), ptrc_number: `PTRC-${digits}`, ptec_number: `PTEC-${digits}` } }
    case 'lwf':
      return { path: 'lwfsetup', body: { ...place(o), registration_number: `LWF-${digits}`, frequency: 'half_yearly' } }
  }
}

export async function createSetup(kind: TrackerSetupKind, o: Org, n: number): Promise<{ id: number; code: string }> {
  const { path, body } = setupBody(kind, o, n)
  const res = await o.call('POST', `/${path}`, body)
  if (res.statusCode !== 201) throw new Error(res.body)
  const data = res.json().data
  return { id: data.id, code: data.pf_code ?? data.esi_code ?? data.ptrc_number ?? data.registration_number }
}

/** `YYYY-MM` of the n-th month counted from 2020-01 (so every n is its own period). */
export function nthMonth(n: number): string {
  const i = 2020 * 12 + n
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`
}

/** Distinct periods of the family in Maharashtra: months, or the years of PT EC (April) and LWF (January half-years). */
export function nthPeriod(family: TrackerFamilyKey, n: number): string {
  const yearStart: Partial<Record<TrackerFamilyKey, string>> = { ptec: '04', lwf: '01' }
  return yearStart[family] ? `${1900 + n}-${yearStart[family]}` : nthMonth(n)
}

/** A valid body of the family: its own fields filled by type. */
export function trackerBody(family: TrackerFamilyKey, setupId: number, period: string, extra: Record<string, unknown> = {}) {
  const own = Object.fromEntries(
    Object.entries(TRACKER_FAMILIES[family].fields).map(([k, f]) => [
      k,
      f.type === 'count'
        ? 12
        : f.type === 'amount'
          ? 1000.5
          : f.type === 'date'
            ? `${period}-20`
            : f.type === 'wage_bands'
              ? null
              : `${k.toUpperCase()}-1`,
    ]),
  )
  return { setup_id: setupId, period, payment_date: `${period}-10`, total_paid_amount: 1000.5, ...own, ...extra }
}
