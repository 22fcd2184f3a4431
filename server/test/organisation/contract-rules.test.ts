import { describe, expect, it } from 'vitest'
import { agreementStatus, branchBody, businessToday, companyBody, leaseStatus } from '@ihrc/contract'

describe('organisation rules in the contract', () => {
  it('derives agreement status: expiring within 30 days inclusive', () => {
    expect(agreementStatus(null, '2026-01-10')).toBe('active')
    expect(agreementStatus('2026-01-09', '2026-01-10')).toBe('expired')
    expect(agreementStatus('2026-01-10', '2026-01-10')).toBe('expiring')
    expect(agreementStatus('2026-02-09', '2026-01-10')).toBe('expiring')
    expect(agreementStatus('2026-02-10', '2026-01-10')).toBe('active')
  })

  it('derives lease status from the date only', () => {
    expect(leaseStatus(null, '2026-01-10')).toBeNull()
    expect(leaseStatus('2026-01-10', '2026-01-10')).toBe('active')
    expect(leaseStatus('2026-01-09', '2026-01-10')).toBe('expired')
  })

  it('takes "today" from India\'s calendar', () => {
    expect(businessToday(new Date('2026-01-01T18:29:00Z'))).toBe('2026-01-01')
    expect(businessToday(new Date('2026-01-01T18:30:00Z'))).toBe('2026-01-02')
    // Asked twice within a minute (the answer is kept for the minute), then across India's midnight.
    expect(businessToday(new Date('2026-03-04T18:29:00Z'))).toBe('2026-03-04')
    expect(businessToday(new Date('2026-03-04T18:29:59.999Z'))).toBe('2026-03-04')
    expect(businessToday(new Date('2026-03-04T18:30:00Z'))).toBe('2026-03-05')
  })

  it('normalises blanks to null and upper-cases codes', () => {
    const c = companyBody.parse({ group_id: '3', name: ' Acme_Co-1 ', pan: ' aaacb1234f ', tan: '', cin: null })
    expect(c).toEqual({ group_id: 3, name: 'Acme_Co-1', pan: 'AAACB1234F', tan: null, cin: null, gstin: null, registered_address: null })
  })

  it('requires the S&E end date only for fixed-term registrations', () => {
    const base = {
      company_id: 1,
      state_id: 1,
      district_id: 1,
      location_id: 1,
      name: 'B',
      address: 'A',
      opening_date: '2024-01-01',
      head_count: '5',
      office_mode: 'physical',
      office_type: 'branch',
    }
    expect(branchBody.safeParse({ ...base, se_validity_type: 'lifetime' }).success).toBe(true)
    expect(branchBody.safeParse({ ...base, se_validity_type: 'fixed', se_valid_until: '2027-01-01' }).success).toBe(true)
    const parsed = branchBody.parse({ ...base, status: '' })
    expect(parsed).toMatchObject({ head_count: 5, status: 'active', ownership: null })
  })
})
