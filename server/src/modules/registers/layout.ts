/**
 * A register laid out from its format and the month's input rows: the title block with
 * the establishment's facts, the column headings (and the bands over them), one row per
 * employee of the format's `rows_from` register, the totals row and the footnotes. Pure:
 * the xlsx and the PDF are both written from this one table (render-worker.ts).
 */
import {
  INPUT_REGISTERS,
  fillTitle,
  type DerivedDef,
  type InputFieldDef,
  type InputKind,
  type InputRowValues,
  type RegisterColumn,
  type RegisterFormatBody,
  type TitlePlaceholder,
} from '@ihrc/contract'

export type Cell = string | number | null

/** An upload's rows in their sheet order, each with its employee code. */
export interface InputRows {
  rows: readonly { employeeCode: string; values: InputRowValues }[]
}

export interface RegisterTable {
  title: string[]
  /** Headings over several columns, per column; absent when the format has none. */
  band: (string | null)[] | null
  columns: { header: string; width: number; decimals?: number }[]
  body: Cell[][]
  totals: Cell[]
  notes: string[]
}

const typeOf = (c: RegisterColumn): string | undefined => {
  const v = c.value
  if (v.kind === 'field') return (INPUT_REGISTERS[v.input].fields as Record<string, InputFieldDef>)[v.field]?.type
  if (v.kind === 'derived') return (INPUT_REGISTERS[v.input].derived as Record<string, DerivedDef>)[v.name]?.type
  return undefined
}
const isAmount = (c: RegisterColumn): boolean => typeOf(c) === 'amount'

/** Characters a value of each type needs: a name must read whole, a short heading ("Name") must not starve it. */
const CONTENT_WIDTH: Record<string, number> = { text: 22, choice: 12, code: 10, date: 10, amount: 10 }

/** The format's own width, else room for the column's content and (wrapped up to 16 characters a line) its heading. */
const widthOf = (c: RegisterColumn): number => c.width ?? Math.max(CONTENT_WIDTH[typeOf(c) ?? ''] ?? 6, Math.min(16, c.header.length + 2))

export function layoutRegister(
  format: Pick<RegisterFormatBody, 'title' | 'columns' | 'notes' | 'rows_from' | 'rows_with'>,
  inputs: Partial<Record<InputKind, InputRows>>,
  facts: Readonly<Record<TitlePlaceholder, string>>,
): RegisterTable {
  const main = inputs[format.rows_from]?.rows ?? []
  // The other registers' rows of the same employee, by code.
  const byCode = new Map<InputKind, Map<string, InputRowValues>>()
  for (const [kind, data] of Object.entries(inputs) as [InputKind, InputRows][]) {
    byCode.set(kind, new Map(data.rows.map((r) => [r.employeeCode.toLowerCase(), r.values])))
  }
  const cellOf = (column: RegisterColumn, serial: number, code: string): Cell => {
    const v = column.value
    if (v.kind === 'serial') return serial
    if (v.kind === 'blank') return null
    const row = byCode.get(v.input)?.get(code.toLowerCase())
    if (!row) return null
    if (v.kind === 'field') return row[v.field] ?? null
    const derived = (INPUT_REGISTERS[v.input].derived as Record<string, DerivedDef>)[v.name]
    return derived ? derived.of(row) : null
  }

  const body: Cell[][] = []
  main.forEach((r, i) => {
    // The serial is the employee's place in the register of employees (the whole upload), before any filter.
    if (format.rows_with && (r.values[format.rows_with] ?? null) === null) return
    body.push(format.columns.map((c) => cellOf(c, i + 1, r.employeeCode)))
  })

  // Totals in paise (or half days), so sums of decimals come out exact.
  const totals: Cell[] = format.columns.map((c, i) => {
    if (!c.total) return null
    let cents = 0
    for (const row of body) {
      const v = row[i]
      if (typeof v === 'number') cents += Math.round(v * 100)
    }
    return cents / 100
  })
  const label = format.columns.findIndex((c) => !c.total && c.value.kind !== 'serial')
  totals[label >= 0 ? label : 0] = 'Total'

  const hasBand = format.columns.some((c) => c.group)
  return {
    title: format.title.map((line) => fillTitle(line, facts)),
    band: hasBand ? format.columns.map((c) => c.group ?? null) : null,
    columns: format.columns.map((c) => ({
      header: c.header,
      width: widthOf(c),
      decimals: isAmount(c) ? 2 : undefined,
    })),
    body,
    totals,
    notes: [...format.notes],
  }
}
