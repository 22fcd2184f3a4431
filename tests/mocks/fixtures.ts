import type { Profile } from '@ihrc/contract'

/** The signed-in administrator most tests run as. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    type: 'admin',
    name: 'Asha Rao',
    email: 'asha@acme.example',
    avatar: null,
    authority: ['admin'],
    permissions: [],
    tenant_name: 'Acme Industries',
    ...overrides,
  }
}

export const TOKENS = { token: 'access-1', refresh_token: 'refresh-1' } as const
