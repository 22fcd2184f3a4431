import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios'
import { describe, expect, test } from 'vitest'
import { extractMessages, isListMessage, messageOf, serverMessageOf } from '@/services/errors'

function failed(status: number | null, data?: unknown, clientMessage = `Request failed with status code ${status}`): AxiosError {
  const config = { headers: new AxiosHeaders() }
  const response = status === null ? undefined : ({ status, data, statusText: '', headers: {}, config } as AxiosResponse)
  return new AxiosError(clientMessage, status === null ? 'ERR_NETWORK' : 'ERR_BAD_RESPONSE', config, null, response)
}

describe('extractMessages (SPEC.md section 8)', () => {
  test('a string message is one entry', () => {
    expect(extractMessages(failed(409, { message: 'Code already exists' }))).toEqual(['Code already exists'])
    expect(isListMessage(failed(409, { message: 'Code already exists' }))).toBe(false)
  })

  test('an array message lists every entry', () => {
    const error = failed(400, { message: ['Row 2, column Name: required', 'Row 3, column PAN: invalid'] })
    expect(extractMessages(error)).toEqual(['Row 2, column Name: required', 'Row 3, column PAN: invalid'])
    expect(isListMessage(error)).toBe(true)
  })

  test('an object of arrays lists the entries of every field, in order', () => {
    const error = failed(400, { message: { email: ['Enter a valid email address'], password: ['Too short', 'Too common'] } })
    expect(extractMessages(error)).toEqual(['Enter a valid email address', 'Too short', 'Too common'])
    expect(isListMessage(error)).toBe(true)
  })

  test('without a server message, the client error message', () => {
    expect(extractMessages(failed(null, undefined, 'Network Error'))).toEqual(['Network Error'])
    expect(extractMessages(failed(502, '<html>bad gateway</html>'))).toEqual(['Request failed with status code 502'])
    expect(extractMessages(failed(500, { message: '' }))).toEqual(['Request failed with status code 500'])
  })

  test('nothing usable at all gives no entries, and messageOf falls back', () => {
    expect(extractMessages(undefined)).toEqual([])
    expect(extractMessages(new Error(''))).toEqual([])
    expect(messageOf(undefined, 'Failed to fetch company')).toBe('Failed to fetch company')
    expect(messageOf(failed(409, { message: 'Stale edit' }), 'Update failed')).toBe('Stale edit')
  })

  test('serverMessageOf ignores the client message (failed login shows server words or the fallback)', () => {
    expect(serverMessageOf(failed(null, undefined, 'Network Error'), 'Login failed')).toBe('Login failed')
    expect(serverMessageOf(failed(401, { message: 'Invalid email or password' }), 'Login failed')).toBe('Invalid email or password')
  })
})
