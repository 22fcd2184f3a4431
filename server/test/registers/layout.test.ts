/**
 * A register laid out as its rows arrive (the render worker's registerLayout), batch by
 * batch: the serial counts the whole upload across batches, the filter (`rows_with`)
 * applies per row, a joined register's cells follow the employee's code whatever its
 * case, and rows joined after the register's own rows are refused, since the rows already
 * laid out would have missed them.
 */
import { describe, expect, it } from 'vitest'
import type { TitlePlaceholder } from '@ihrc/contract'
import { registerLayout, type LayoutFormat } from '../../src/modules/registers/layout'

const format: LayoutFormat = {
  title: ['Register of {establishment}'],
  rows_from: 'salary',
  rows_with: 'recovery_type',
  notes: [],
  columns: [
    { header: 'Sl. No.', group: null, value: { kind: 'serial' }, total: false },
    { header: 'Name', group: null, value: { kind: 'field', input: 'salary', field: 'employee_name' }, total: false },
    { header: 'Amount', group: null, value: { kind: 'field', input: 'salary', field: 'recovery_amount' }, total: true },
    { header: 'Remarks', group: null, value: { kind: 'field', input: 'attendance', field: 'remarks' }, total: false },
  ],
}
const facts = { establishment: 'Acme, Pune Plant' } as Record<TitlePlaceholder, string>
const salary = (i: number, recovery: boolean) => ({
  employeeCode: `E${i}`,
  values: { employee_name: `Employee ${i}`, recovery_type: recovery ? 'Fine' : null, recovery_amount: recovery ? 10.1 * i : null },
})

describe('a register laid out batch by batch', () => {
  it('numbers rows by their place in the whole upload and joins the other register by code', () => {
    const layout = registerLayout(format, facts)
    layout.join('attendance', [{ employeeCode: 'e2', values: { remarks: 'Night shift' } }])
    layout.add([salary(1, false), salary(2, true)])
    layout.add([salary(3, false), salary(4, true)])
    const table = layout.table()
    expect(table.title).toEqual(['Register of Acme, Pune Plant'])
    expect(table.body).toEqual([
      [2, 'Employee 2', 20.2, 'Night shift'],
      [4, 'Employee 4', 40.4, null],
    ])
    expect(table.totals).toEqual([null, 'Total', 60.6, null])
  })

  it('refuses rows joined after its own rows', () => {
    const layout = registerLayout(format, facts)
    layout.add([salary(1, true)])
    expect(() => layout.join('attendance', [])).toThrow(/joined after/)
  })
})
