import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable'

interface Row {
  id: string
  place: string
  remark: string
}

const rows: Row[] = [
  { id: '1', place: 'Pune plant · Acme Industries Private Limited', remark: 'Challan filed late; penalty waived on appeal' },
]

/** A cell drawn by a component: its text is not a string the table can read from the column. */
function Remark({ text }: { text: string }) {
  return (
    <span>
      <strong>Latest:</strong> {text}
    </span>
  )
}

describe('a cut cell (column with maxWidth) keeps its whole value reachable', () => {
  test('text cell, component cell and the column’s own title each give the whole value as the title', () => {
    const columns: DataTableColumn<Row>[] = [
      { id: 'place', header: 'Company / branch', maxWidth: 120, cell: (r) => r.place },
      { id: 'remark', header: 'Latest remark', maxWidth: 120, cell: (r) => <Remark text={r.remark} /> },
      { id: 'own', header: 'Own title', maxWidth: 120, cell: (r) => <Remark text={r.remark} />, title: (r) => `Remark: ${r.remark}` },
    ]
    render(<DataTable label="Cut cells" columns={columns} data={rows} rowKey={(r) => r.id} />)
    const cells = screen.getAllByRole('cell')
    expect(cells[0]!.firstElementChild).toHaveAttribute('title', rows[0]!.place)
    expect(cells[1]!.firstElementChild).toHaveAttribute('title', `Latest: ${rows[0]!.remark}`)
    expect(cells[2]!.firstElementChild).toHaveAttribute('title', `Remark: ${rows[0]!.remark}`)
  })
})
