import { describe, expect, it } from 'vitest'
import { graphQuery, type GraphQuery } from '@ihrc/contract/graph-query'
import { graphQueryValue } from '@ihrc/contract/graph-query-values'

// /home reads its URL's filters without zod (graph-query-values.ts); the server parses the
// same text with the query's schema. Both must take and refuse the same texts alike.
const TEXTS: Record<'id' | 'month' | 'year' | 'date', string[]> = {
  id: ['1', '42', ' 7 ', '2147483647', '2147483648', '0', '-3', '1.5', '1e3', '0x10', 'abc', '', ' ', '3a', 'Infinity', 'NaN'],
  month: ['2025-04', ' 2025-12 ', '2025-13', '2025-00', '1899-12', '1900-01', '2999-12', '3000-01', '2025-4', '202504', 'April', ''],
  year: ['2025-26', ' 2025-26 ', '2025', '2025-27', '2025-2026', '1899-00', '1900-01', '2999', '3000', 'x', ''],
  date: [
    '2025-04-01',
    ' 2024-02-29 ',
    '2025-02-29',
    '2024-09-31',
    '1899-12-31',
    '1900-01-01',
    '2999-12-31',
    '3000-01-01',
    '2025-4-1',
    'today',
    '',
  ],
}
const KIND: { [K in keyof GraphQuery]-?: keyof typeof TEXTS } = {
  group_id: 'id',
  company_id: 'id',
  state_id: 'id',
  district_id: 'id',
  location_id: 'id',
  branch_id: 'id',
  month: 'month',
  year: 'year',
  from: 'date',
  to: 'date',
}

describe('graphQueryValue', () => {
  it('names every field of the graph query, no more', () => {
    expect(Object.keys(KIND).sort()).toEqual(Object.keys(graphQuery.shape).sort())
  })

  for (const [key, kind] of Object.entries(KIND) as [keyof GraphQuery, keyof typeof TEXTS][])
    it(`reads ${key} as the graph query's schema parses it`, () => {
      for (const raw of TEXTS[kind]) {
        const parsed = graphQuery.shape[key].safeParse(raw)
        expect(graphQueryValue(key, raw), `${key}=${JSON.stringify(raw)}`).toEqual(parsed.success ? parsed.data : undefined)
      }
    })

  it('takes ids as numbers and periods as trimmed text, and refuses what no record or period is', () => {
    expect(graphQueryValue('company_id', ' 3 ')).toBe(3)
    expect(graphQueryValue('branch_id', '0')).toBeUndefined()
    expect(graphQueryValue('year', ' 2025-26 ')).toBe('2025-26')
    expect(graphQueryValue('month', '2025-13')).toBeUndefined()
    expect(graphQueryValue('from', '2025-02-29')).toBeUndefined()
  })
})
