import type { Role, User } from '@ihrc/contract'

export function aRole(overrides: Partial<Role> = {}): Role {
  return {
    id: 7,
    name: 'Branch Clerk',
    permissions: [],
    users_count: 0,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  }
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 21,
    name: 'Priya Nair',
    email: 'priya.nair@acme.example',
    mobile: '9876543210',
    company_id: 10,
    company_name: 'Acme Industries',
    role_id: 7,
    role_name: 'Branch Clerk',
    branch_ids: [100],
    type: 'user',
    is_authorised_signatory: false,
    pan: null,
    joining_date: '2024-04-01',
    status: 'active',
    is_external: false,
    firm: null,
    access_until: null,
    permissions: [],
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  }
}
