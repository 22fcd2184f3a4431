/**
 * An input register upload's rows checked in the parse worker (lib/xlsx-check.ts):
 * every row against the kind's rules for the month, employee codes against each other
 * across the whole file; the good rows kept as the insert's parameter arrays of
 * register_rows, their values as the jsonb's text.
 */
import { inputRowSchema, registerMonth, type InputKind } from '@ihrc/contract'
import type { RowErrors } from '../../lib/xlsx-cells'
import type { CheckSpec, RowCheck } from '../../lib/xlsx-check'
import { workerUrl } from '../../lib/worker-thread'
import { inputColumns } from './input-sheet'

/** A batch of checked rows, by register_rows' property names. */
export interface InputRowColumns {
  rowNumber: number[]
  employeeCode: string[]
  /** Each row's values, as JSON text. */
  values: string[]
}

export interface InputCheckArgs {
  kind: InputKind
  month: string
}

export default function inputRowCheck({ kind, month }: InputCheckArgs): RowCheck<InputRowColumns> {
  const headerOf = new Map(inputColumns(kind).map((c) => [c.key, c.header]))
  const schema = inputRowSchema(kind, registerMonth(month))
  const seen = new Map<string, number>()
  let kept: InputRowColumns = { rowNumber: [], employeeCode: [], values: [] }
  return {
    add(r, errors: RowErrors) {
      const parsed = schema.safeParse(r.values)
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '')
          errors.add(r.row, headerOf.get(field) ?? field, issue.message)
        }
        return
      }
      const code = String(parsed.data.employee_code)
      const first = seen.get(code.toLowerCase())
      if (first !== undefined) {
        errors.add(r.row, headerOf.get('employee_code')!, `${code} is already in row ${first}: an employee once per branch and month`)
        return
      }
      seen.set(code.toLowerCase(), r.row)
      if (errors.any) return
      kept.rowNumber.push(r.row)
      kept.employeeCode.push(code)
      kept.values.push(JSON.stringify(parsed.data))
    },
    take() {
      const batch = kept
      kept = { rowNumber: [], employeeCode: [], values: [] }
      return batch
    },
  }
}

/** The parse job's check for an upload of `kind` for `month`. */
export function inputCheck(kind: InputKind, month: string): CheckSpec {
  return { module: workerUrl(import.meta.url, 'input-check').href, args: { kind, month } satisfies InputCheckArgs }
}
