/**
 * A register laid out from its format and the month's input rows: the title block with
 * the establishment's facts, the column headings (and the bands over them), one row per
 * employee of the format's `rows_from` register, the totals row and the footnotes. Pure:
 * the xlsx and the PDF are both written from this one table (render-worker.ts), which
 * lays it out as the rows arrive (registerLayout).
 */
import type { DerivedDef, InputFieldDef, InputKind, InputRowValues, RegisterColumn, RegisterFormatBody } from '@ihrc/contract'
// The render worker loads this module: the two zod-free parts of the contract it needs, not the whole (~8 MB of its heap).
import { INPUT_REGISTERS } from '@ihrc/contract/register-kinds'
import { fillTitle, type TitlePlaceholder } from '@ihrc/contract/register-title'

export type Cell = string | number | null

/** Rows of an upload in their sheet order, each with its employee code. */
export type InputRows = readonly { employeeCode: string; values: InputRowValues }[]

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

export type LayoutFormat = Pick<RegisterFormatBody, 'title' | 'columns' | 'notes' | 'rows_from' | 'rows_with'>

/** A column's value from its input register's row of the employee (none: the employee is not in it). */
function valueOf(column: RegisterColumn, row: InputRowValues | undefined): Cell {
  const v = column.value
  if (v.kind === 'serial' || v.kind === 'blank' || !row) return null
  if (v.kind === 'field') return row[v.field] ?? null
  const derived = (INPUT_REGISTERS[v.input].derived as Record<string, DerivedDef>)[v.name]
  return derived ? derived.of(row) : null
}

/**
 * A register laid out as its input rows arrive, batch by batch, holding no input row
 * longer than its batch: first the rows of every other input register the columns read
 * (`join`: of each employee only the cells those columns take), then the `rows_from`
 * register's rows in their sheet order (`add`: a register row each); `table` ends it.
 */
export function registerLayout(format: LayoutFormat, facts: Readonly<Record<TitlePlaceholder, string>>) {
  // The other registers' cells of each employee, by column and lower-cased code (an upload holds a code once, whatever its case).
  const joined = new Map<number, Map<string, Cell>>()
  const body: Cell[][] = []
  let serial = 0
  return {
    join(kind: InputKind, rows: InputRows): void {
      if (kind === format.rows_from) throw new Error(`${kind} is the register's own rows, not a joined register`)
      if (serial) throw new Error(`rows of ${kind} joined after the register's own rows`)
      format.columns.forEach((c, i) => {
        if ((c.value.kind !== 'field' && c.value.kind !== 'derived') || c.value.input !== kind) return
        const cells = joined.get(i) ?? new Map<string, Cell>()
        joined.set(i, cells)
        for (const r of rows) cells.set(r.employeeCode.toLowerCase(), valueOf(c, r.values))
      })
    },
    add(rows: InputRows): void {
      for (const r of rows) {
        // The serial is the employee's place in the register of employees (the whole upload), before any filter.
        serial++
        if (format.rows_with && (r.values[format.rows_with] ?? null) === null) continue
        const code = r.employeeCode.toLowerCase()
        body.push(
          format.columns.map((c, i) => {
            if (c.value.kind === 'serial') return serial
            if ((c.value.kind === 'field' || c.value.kind === 'derived') && c.value.input !== format.rows_from)
              return joined.get(i)?.get(code) ?? null
            return valueOf(c, r.values)
          }),
        )
      }
    },
    table(): RegisterTable {
      return tableOf(format, facts, body)
    },
  }
}

function tableOf(format: LayoutFormat, facts: Readonly<Record<TitlePlaceholder, string>>, body: Cell[][]): RegisterTable {
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
