import { inject } from 'vitest'

/**
 * A call to the console's API from a browser test, for arranging what the test is not
 * about (a user with a known password, a registration): JSON in, JSON out, the token
 * when given; anything but 2xx throws with the server's answer.
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const res = await fetch(`${inject('baseURL')}/ihrc-api/companyadmin/${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

export interface Credentials {
  email: string
  password: string
}

/** The demo admin's token, for arranging a test's data and asking the server what a page should show. */
export async function adminToken(): Promise<string> {
  const { email, password } = inject('admin')
  return (await api<{ data: { token: string } }>('login', { method: 'POST', body: { email, password } })).data.token
}

export interface NewUser {
  name: string
  /** Where the user works: a user sees the records of these branches (and of their companies). */
  branchIds: number[]
  /** The grants of a new designation made for this user (named `role`, or after the user)… */
  permissions?: string[]
  role?: string
  /** …or an existing designation. */
  roleId?: number
  signatory?: boolean
}

// One run's users: the server refuses a second user with an e-mail address already taken.
const run = Date.now().toString(36)
let made = 0

/**
 * A user with a known password, made through the API as the admin (the user form invites by
 * mail and sets no password), ready for `openSignedIn`.
 */
export async function createUser(token: string, user: NewUser): Promise<Credentials> {
  let roleId = user.roleId
  if (roleId === undefined) {
    const role = await api<{ data: { id: number } }>('role', { method: 'POST', token, body: { name: user.role ?? `E2E ${user.name}` } })
    roleId = role.data.id
    await api(`role/role-permission/${roleId}`, { method: 'POST', token, body: { permissions: user.permissions ?? [] } })
  }
  const email = `e2e.${user.name
    .toLowerCase()
    .replace(/\W+/g, '.')
    .replace(/^\.|\.$/g, '')}.${run}.${++made}@example.com`
  const password = 'E2e-user-pass-1'
  await api('user', {
    method: 'POST',
    token,
    body: {
      name: user.name,
      email,
      type: 'user',
      role_id: roleId,
      branch_ids: user.branchIds,
      is_authorised_signatory: user.signatory ?? false,
      password,
    },
  })
  return { email, password }
}
