/**
 * Where the endpoint table (the truth) departs from API.md (the written contract the
 * project started from, transcribed in api-md.ts): calls added, calls API.md lists that
 * the table does not have, and for the calls both have, query parameters, body fields and
 * answer fields added or dropped. Computed from the table and the routes' schemas; the
 * reason for each is the row's own description, or a note in why.ts.
 */
import type { Endpoint } from '@ihrc/contract'
import { LIST_PARAMS, WRITTEN_CALLS, type WrittenCall } from './api-md'
import { fieldsOf, type OpenApiDocument } from './json-schema'
import { operationOf, type RowFacts } from './row-facts'

export interface FieldDifference {
  row: Endpoint
  part: 'query parameter' | 'body field' | 'answer field'
  added: string[]
  dropped: string[]
}

export interface Differences {
  added: RowFacts[]
  missing: WrittenCall[]
  fields: FieldDifference[]
}

const keyOf = (call: { method: string; path: string }) => `${call.method} ${call.path}`

const without = (list: readonly string[], drop: readonly string[]) => list.filter((x) => !drop.includes(x))

export function differences(facts: readonly RowFacts[], doc: OpenApiDocument): Differences {
  const written = new Map<string, WrittenCall[]>()
  for (const call of WRITTEN_CALLS) written.set(keyOf(call), [...(written.get(keyOf(call)) ?? []), call])
  const table = new Set(facts.map((f) => keyOf(f.row)))
  const fields: FieldDifference[] = []
  for (const f of facts) {
    const calls = written.get(keyOf(f.row))
    if (!calls) continue
    const named = (part: keyof Pick<WrittenCall, 'query' | 'body' | 'answer'>) => {
      const lists = calls.map((c) => c[part]).filter((x): x is readonly string[] => Boolean(x))
      return lists.length ? [...new Set(lists.flat())] : undefined
    }
    const compare = (
      part: FieldDifference['part'],
      said: readonly string[] | undefined,
      actual: readonly string[],
      quiet: readonly string[] = [],
    ) => {
      const added = without(without(actual, said ?? []), quiet)
      const dropped = said ? without(said, actual) : []
      if (added.length || dropped.length) fields.push({ row: f.row, part, added, dropped })
    }
    if (f.row.method === 'GET') compare('query parameter', named('query'), queryNames(f), LIST_PARAMS)
    const body = named('body')
    // A multipart upload's `file` (and the trackers' `kind`) is no JSON field: API.md's words for it stand.
    if (body) compare('body field', body, f.row.file ? [...f.body.map((b) => b.name), 'file', 'kind'] : f.body.map((b) => b.name))
    const answer = named('answer')
    if (answer) compare('answer field', answer, dataFields(doc, f.row))
  }
  return {
    added: facts.filter((f) => !written.has(keyOf(f.row))),
    missing: WRITTEN_CALLS.filter((c, i) => !table.has(keyOf(c)) && WRITTEN_CALLS.findIndex((o) => keyOf(o) === keyOf(c)) === i),
    fields,
  }
}

/** `data_status[]` and `data_status` are one parameter (zod accepts both spellings). */
function queryNames(f: RowFacts): string[] {
  const names = f.query.map((q) => q.name)
  return names.filter((n) => !(n.endsWith('[]') ? false : names.includes(`${n}[]`)))
}

function dataFields(doc: OpenApiDocument, row: Endpoint): string[] {
  const responses = operationOf(doc, row)?.responses ?? {}
  const ok = Object.entries(responses).find(([status]) => status.startsWith('2'))?.[1]
  const schema = ok?.content?.['application/json']?.schema
  const data = schema && fieldsOf(schema).find((f) => f.name === 'data')?.schema
  return data ? fieldsOf(data).map((f) => f.name) : []
}
