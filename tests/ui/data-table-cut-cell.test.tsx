import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable'

interface Row {
  id: string
  place: string
  remark: string
  short: string
}

const rows: Row[] = [
  {
    id: '1',
    place: 'Pune plant · Acme Industries Private Limited',
    remark: 'Challan filed late; penalty waived on appeal',
    short: 'Pune',
  },
]

/** A cell drawn by a component: its text is not a string the table can read from the column. */
function Remark({ text }: { text: string }) {
  return (
    <span>
      <strong>Latest:</strong> {text}
    </span>
  )
}

// jsdom lays nothing out: a one-line box here is 7 px a character wide and as wide as its maxWidth.
const saved = {
  scroll: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
  client: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
}
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return (this.textContent ?? '').length * 7
    },
  })
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return parseInt(this.style.maxWidth, 10) || 0
    },
  })
})
afterAll(() => {
  if (saved.scroll) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', saved.scroll)
  if (saved.client) Object.defineProperty(HTMLElement.prototype, 'clientWidth', saved.client)
})

const columns: DataTableColumn<Row>[] = [
  { id: 'short', header: 'Branch', maxWidth: 120, cell: (r) => r.short },
  { id: 'place', header: 'Company / branch', maxWidth: 120, cell: (r) => r.place },
  { id: 'remark', header: 'Latest remark', maxWidth: 120, cell: (r) => <Remark text={r.remark} /> },
  { id: 'own', header: 'Own title', maxWidth: 120, cell: (r) => <Remark text={r.remark} />, title: (r) => `Remark: ${r.remark}` },
]

function cutBoxes() {
  render(<DataTable label="Cut cells" columns={columns} data={rows} rowKey={(r) => r.id} />)
  return screen.getAllByRole('cell').map((cell) => cell.firstElementChild as HTMLElement)
}

describe('a cut cell (column with maxWidth) keeps its whole value reachable by keyboard and screen reader', () => {
  test('Tab reaches each cut cell in turn, shows its whole value and describes the cell with it; a cell that fits is skipped', async () => {
    const user = userEvent.setup()
    const [short, place, remark, own] = cutBoxes()
    expect(short).not.toHaveAttribute('tabindex')
    await user.tab()
    expect(screen.getByRole('region', { name: 'Cut cells' })).toHaveFocus()
    const wholes = [rows[0]!.place, `Latest: ${rows[0]!.remark}`, `Remark: ${rows[0]!.remark}`]
    for (const [i, box] of [place!, remark!, own!].entries()) {
      await user.tab()
      expect(box).toHaveFocus()
      const tip = await screen.findByRole('tooltip')
      expect(tip).toHaveTextContent(wholes[i]!, { normalizeWhitespace: true })
      expect(box).toHaveAccessibleDescription(wholes[i])
    }
  })

  test('hover shows the whole value too; Escape hides it', async () => {
    const user = userEvent.setup()
    const [, place] = cutBoxes()
    await user.hover(place!)
    expect(await screen.findByRole('tooltip')).toHaveTextContent(rows[0]!.place)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  })

  test('a cell that fits has no tooltip on hover and no Tab stop', async () => {
    const user = userEvent.setup()
    const [short] = cutBoxes()
    await user.hover(short!)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    expect(within(short!).getByText(rows[0]!.short)).toBeInTheDocument()
    expect(short).not.toHaveAccessibleDescription()
  })
})
