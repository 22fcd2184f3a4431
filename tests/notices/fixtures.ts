import { businessToday, type Notice } from '@ihrc/contract'

/** Today in India plus `offset` days. */
export function day(offset: number): string {
  const d = new Date(`${businessToday()}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + offset)
  return d.toISOString().slice(0, 10)
}

export function aNotice(overrides: Partial<Notice> = {}): Notice {
  return {
    id: 500,
    company_id: 10,
    company_name: 'Acme Industries',
    branch_id: 100,
    branch_name: 'Pune Plant',
    location: null,
    notice_type: 'Show cause notice',
    act: 'Employees’ State Insurance Act, 1948',
    notice_date: day(-10),
    reference_number: 'ESIC/PUN/118',
    received_on: day(-9),
    reply_due_date: day(3),
    details: null,
    criticality: 'High',
    status: 'Open',
    issuing_authority: 'ESIC SRO Pune',
    officer_name: null,
    sections: null,
    amount_at_stake: null,
    hearing_date: null,
    hearing_place: null,
    owner: null,
    parent: null,
    follow_ups: 0,
    replies: 0,
    document: { id: 9, name: 'notice.pdf', mime: 'application/pdf', size: 1200 },
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}
