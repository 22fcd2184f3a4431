/**
 * Every message the contract can give is a sentence a user understands: walked over
 * every exported schema and every field of it, with values of the wrong kind, outside
 * an enumeration, too long, too large and with a NUL, so a field added later is
 * checked without editing this file.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as contract from '@ihrc/contract'

/**
 * zod's own wording (`Invalid option: expected one of "a"|"b"`, `Invalid input`, `expected string, received number`):
 * "received <type>", not any "received", since a notice's "Received on" is a field's own label (DOMAIN.md).
 */
const RAW = /"|Invalid (option|input|type|string|enum)|expected|received (undefined|null|number|string|boolean|object|array|nan|bigint)|\|/i

const BAD_VALUES: unknown[] = [{}, 'not-a-choice', 42, -1, 2 ** 40, 'x'.repeat(5000), 'a\u0000b', [], true, '0000-01-01']

/** Exported zod schemas with fields: objects, also behind refinements, pipes and wrappers. */
function objectShape(schema: z.ZodType): z.ZodRawShape | null {
  if (schema instanceof z.ZodObject) return schema.shape
  const def = schema._zod.def as { in?: z.ZodType; innerType?: z.ZodType; out?: z.ZodType }
  const inner = def.innerType ?? def.in
  return inner instanceof z.ZodType ? objectShape(inner) : null
}
const schemas = Object.entries(contract).flatMap(([name, value]) => {
  if (!(value instanceof z.ZodType)) return []
  const shape = objectShape(value)
  return shape ? [{ name, schema: value, fields: Object.keys(shape) }] : []
})
/** Enumerations exported with their labels (OFFICE_TYPE, BRANCH_STATUS...). */
type Labelled = { values: string[]; labels: Record<string, string>; schema: z.ZodType }
const labelled = (Object.entries(contract) as [string, unknown][]).filter(
  (e): e is [string, Labelled] => typeof e[1] === 'object' && e[1] !== null && 'labels' in e[1] && 'schema' in e[1],
)

function messagesFor(schema: z.ZodType, field: string, value: unknown): string[] {
  const result = schema.safeParse({ [field]: value })
  if (result.success) return []
  return result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message)
}

describe('contract messages', () => {
  it('finds the schemas and enumerations it walks', () => {
    expect(schemas.map((s) => s.name)).toEqual(expect.arrayContaining(['branchBody', 'userBody', 'listQuery', 'agreementQuery', 'idParam']))
    expect(labelled.map(([name]) => name)).toEqual(expect.arrayContaining(['OFFICE_TYPE', 'BRANCH_STATUS', 'SORT_ORDER']))
  })

  it('words every issue of every field of every exported schema as a sentence', () => {
    const raw: string[] = []
    let checked = 0
    for (const { name, schema, fields } of schemas) {
      for (const field of fields) {
        for (const value of BAD_VALUES) {
          for (const message of messagesFor(schema, field, value)) {
            checked++
            if (RAW.test(message) || !/^[A-Z]/.test(message))
              raw.push(`${name}.${field} = ${JSON.stringify(value).slice(0, 30)}: ${message}`)
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500)
    expect(raw).toEqual([])
  })

  it('names the labels, not the codes, of every enumeration', () => {
    for (const [name, e] of labelled) {
      const result = e.schema.safeParse('not-a-choice')
      expect(result.success, name).toBe(false)
      expect(result.error?.issues[0]?.message, name).toBe(`Choose one of: ${e.values.map((v) => e.labels[v]).join(', ')}`)
    }
    expect(contract.branchBody.safeParse({ office_type: 'palace' }).error?.issues.find((i) => i.path[0] === 'office_type')?.message).toBe(
      'Choose one of: Registered office, Corporate office, Regional office, Branch, Factory, Warehouse, Other',
    )
  })

  it('says "required" for a missing field and names the field from its wire name', () => {
    const issues = contract.branchBody.safeParse({}).error!.issues
    const byField = Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]))
    expect(byField).toMatchObject({
      company_id: 'Company is required',
      office_mode: 'Office mode is required',
      office_type: 'Office type is required',
    })
    expect(contract.listQuery.safeParse({ page_size: 500 }).error?.issues[0]?.message).toBe('Page size must be at most 200')
    expect(contract.userQuery.safeParse({ type: 'boss' }).error?.issues[0]?.message).toBe('Choose one of: Admin, User, Auditor')
  })

  it('bounds ids and whole numbers by the database integer, refuses NUL and dates outside 1900..2999', () => {
    expect(contract.idParam.safeParse({ id: '2147483647' }).success).toBe(true)
    expect(contract.idParam.safeParse({ id: '2147483648' }).success).toBe(false)
    const branch = contract.branchBody.safeParse({ company_id: 2 ** 31, head_count: 2 ** 31, opening_date: '0000-01-01', name: 'a\u0000' })
    const byField = Object.fromEntries(branch.error!.issues.map((i) => [String(i.path[0]), i.message]))
    expect(byField).toMatchObject({
      company_id: 'Company is not valid',
      head_count: `Head count must be at most ${contract.MAX_INT}`,
      opening_date: 'Enter a date between 1900-01-01 and 2999-12-31',
      name: contract.TEXT_HAS_NUL,
    })
    expect(contract.isoDate.safeParse('1900-01-01').success).toBe(true)
    expect(contract.isoDate.safeParse('2999-12-31').success).toBe(true)
    // Written the right way but no day of the calendar: the message says what is wrong with the day (issue 19).
    const messageOf = (s: string) => contract.isoDate.safeParse(s).error?.issues.map((i) => i.message)
    expect(messageOf('2024-02-30')).toEqual(['2024-02-30 is not a date: February 2024 has 29 days'])
    expect(messageOf('2024-09-31')).toEqual(['2024-09-31 is not a date: September has 30 days'])
    expect(messageOf('2023-02-29')).toEqual(['2023-02-29 is not a date: February 2023 has 28 days'])
    expect(messageOf('2024-13-01')).toEqual(['2024-13-01 is not a date: there is no month 13'])
    expect(messageOf('2024-05-00')).toEqual(['2024-05-00 is not a date: days start at 1'])
    expect(messageOf('31/09/2024')).toEqual(['Enter a date as YYYY-MM-DD'])
  })
})
