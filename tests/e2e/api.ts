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
