/**
 * The endpoint rows of the dashboard's sixteen graphs (API.md "Graphs", stem `graph`),
 * spread into `endpoints` as `graph`. Each is read by whoever may read the records it
 * counts: a user without a tracker's menu gets 403 for that scheme's breakdown, and the
 * breakups that span schemes answer only the schemes the caller may read (server side).
 * No zod here: the table is loaded by the console's first page (schemas in graphs.ts).
 */
import { GET, grant } from './endpoint'
import { AGREEMENT_MENUS } from './endpoint-menus'
import { DUE_READERS } from './due-item-endpoints'
import type { MenuKey } from './permissions'
import { TRACKER_FAMILIES, type TrackerSetupKind } from './tracker-families'

const STEM = 'graph' as const

/** The tracker menus whose rows pay against `scheme`'s setups (PF: PF and PF IW; PT: PT RC and PT EC). */
export function trackerMenusOf(scheme: TrackerSetupKind): readonly MenuKey[] {
  return Object.values(TRACKER_FAMILIES)
    .filter((f) => f.setup === scheme)
    .map((f) => f.menu)
}
export const REMITTANCE_SCHEMES = ['pf', 'esi', 'pt', 'lwf'] as const satisfies readonly TrackerSetupKind[]
const ANY_TRACKER = REMITTANCE_SCHEMES.flatMap(trackerMenusOf)

export function graphEndpoints() {
  const branches = grant('company.branch', 'list')
  const agreements = grant(AGREEMENT_MENUS, 'list')
  const notices = grant('remittance.notice_tracker', 'list')
  const scheme = (s: TrackerSetupKind) => grant(trackerMenusOf(s), 'list')
  return {
    graph: {
      branchTypes: GET(`${STEM}/branch-types`, branches),
      branchStatus: GET(`${STEM}/branch-status`, branches),
      branchStatusGraph: GET(`${STEM}/branch-status-graph`, branches),
      agreementStatus: GET(`${STEM}/agreement-status`, agreements),
      agreementStatusGraph: GET(`${STEM}/agreement-status-graph`, agreements),
      branchSeStatus: GET(`${STEM}/branch-se-status`, branches),
      branchSeStatusGraph: GET(`${STEM}/branch-se-status-graph`, branches),
      noticeStatus: GET(`${STEM}/notice-status`, notices),
      noticeStatusGraph: GET(`${STEM}/notice-status-graph`, notices),
      /** Only the schemes whose tracker menu the caller may read. */
      remittanceBreakup: GET(`${STEM}/remittance-breakup`, grant(ANY_TRACKER, 'list')),
      /** Registrations per scheme: Company holders, or the trackers that pay against them (per scheme). */
      registrationBreakup: GET(`${STEM}/registration-breakup`, grant(['company.company', ...ANY_TRACKER], 'list')),
      pfRemittanceBreakdown: GET(`${STEM}/pf-remittance-breakdown`, scheme('pf')),
      esiRemittanceBreakdown: GET(`${STEM}/esi-remittance-breakdown`, scheme('esi')),
      lwfRemittanceBreakdown: GET(`${STEM}/lwf-remittance-breakdown`, scheme('lwf')),
      ptRemittanceBreakdown: GET(`${STEM}/pt-remittance-breakdown`, scheme('pt')),
      /** The due items and remittance due dates of each day of the period (a month for the calendar's view), each only for its readers. */
      complianceCalendarDates: GET(`${STEM}/compliance-calendar-dates`, grant([...DUE_READERS, ...ANY_TRACKER], 'list')),
      /** The action cards: each figure only from the menus the caller may read (null otherwise). */
      actionSummary: GET(`${STEM}/action-summary`, grant([...DUE_READERS, 'remittance.notice_tracker', ...ANY_TRACKER], 'list')),
    },
  }
}
