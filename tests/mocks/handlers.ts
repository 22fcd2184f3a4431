import { HttpResponse } from 'msw'
import { FALLBACK_STATUS_APPEARANCE, noticeStatusAppearance } from '@ihrc/contract'
import { onApi } from './api'
import { aProfile, TOKENS } from './fixtures'

/**
 * Default answers for the auth calls every rendered app makes. Tests override them with
 * `server.use(...)`; anything else unhandled fails the test (tests/setup.ts).
 */
export const authHandlers = [
  onApi.get('profile', () => HttpResponse.json({ data: aProfile() })),
  onApi.post('login', () => HttpResponse.json({ data: { ...TOKENS, user: aProfile() } })),
  onApi.post('logout', () => HttpResponse.json({ data: null, message: 'Signed out' })),
]

/**
 * Global Settings every screen of a module may read: no custom fields and the default
 * status appearance, until a test says otherwise.
 */
export const settingsHandlers = [
  onApi.get('settings/custom-fields', () => HttpResponse.json({ data: [], meta: { page: 1, page_size: 200, total: 0 } })),
  onApi.get('settings/status', () => HttpResponse.json({ data: FALLBACK_STATUS_APPEARANCE })),
  onApi.get('settings/notice-status', () => HttpResponse.json({ data: noticeStatusAppearance(['Open', 'Closed'], []) })),
  // The Notice Tracker menu entry's count (notices needing attention), read by the shell for whoever sees the entry.
  onApi.get('noticetracker', () => HttpResponse.json({ data: [], meta: { page: 1, page_size: 1, total: 0 } })),
  // The header's bell, in every layout: nothing unread until a test says otherwise.
  onApi.get('notifications', () => HttpResponse.json({ data: [], meta: { page: 1, page_size: 10, total: 0 } })),
  // /home's action cards: no figure readable (no card) until a test says otherwise.
  onApi.get('graph/action-summary', () =>
    HttpResponse.json({
      data: {
        year: '2026-27',
        overdue: null,
        awaiting_my_approval: null,
        my_due_soon: null,
        notices_attention: null,
        missing: [],
        exposure: null,
      },
    }),
  ),
  ...emptyGraphHandlers(),
  // /home's filter bar: nothing to choose from until a test says otherwise.
  onApi.get('company-group', () => HttpResponse.json({ data: [], meta: { page: 1, page_size: 200, total: 0 } })),
  onApi.get('company', () => HttpResponse.json({ data: [], meta: { page: 1, page_size: 200, total: 0 } })),
  onApi.get('branch/all', () => HttpResponse.json({ data: [] })),
]

/** /home's charts and calendar: a tenant with nothing recorded yet (every count zero) until a test says otherwise. */
function emptyGraphHandlers() {
  const slices = (...keys: string[]) => keys.map((key) => ({ key, label: key, count: 0 }))
  const series = { months: [], series: [] }
  const answers: Record<string, unknown> = {
    'graph/branch-types': slices('factory'),
    'graph/branch-status': { status: slices('active', 'closed'), ownership: slices('owned', 'rented') },
    'graph/agreement-status': slices('active', 'expiring', 'expired'),
    'graph/branch-se-status': slices('valid', 'expired', 'applied'),
    'graph/notice-status': slices('open', 'closed'),
    'graph/remittance-breakup': [],
    'graph/registration-breakup': slices('pf', 'esi', 'pt', 'lwf'),
    'graph/pf-remittance-breakdown': series,
    'graph/esi-remittance-breakdown': series,
    'graph/pt-remittance-breakdown': series,
    'graph/lwf-remittance-breakdown': series,
    // The compliance calendar: nothing falls due in any month.
    'graph/compliance-calendar-dates': [],
  }
  return Object.entries(answers).map(([path, data]) => onApi.get(path, () => HttpResponse.json({ data })))
}
