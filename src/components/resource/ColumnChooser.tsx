import { Button } from '@/components/ui/Button'
import { Dropdown } from '@/components/ui/Dropdown'
import type { ListColumns } from './use-list-columns'

/**
 * The toolbar's "Columns" menu: each column but the first (it names the row) on or off, and
 * a way back to all of them. A wide list (a tracker's seventeen columns) then fits the
 * screen with the ones its user reads. Exports keep every column.
 */
export function ColumnChooser<T>({ all, hidden, setHidden }: Required<Pick<ListColumns<T>, 'setHidden'>> & ListColumns<T>) {
  const toggle = (key: string) => setHidden(hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key])
  const name = hidden.length ? `Columns (${hidden.length} hidden)` : 'Columns'
  return (
    <Dropdown
      label={name}
      placement="bottom-end"
      trigger={(props) => (
        <Button size="sm" {...props}>
          {name}
        </Button>
      )}
    >
      {all.slice(1).map((column) => (
        <Dropdown.CheckItem key={column.key} checked={!hidden.includes(column.key)} onToggle={() => toggle(column.key)}>
          {column.header}
        </Dropdown.CheckItem>
      ))}
      <Dropdown.Item disabled={hidden.length === 0} onSelect={() => setHidden([])}>
        Show every column
      </Dropdown.Item>
    </Dropdown>
  )
}
