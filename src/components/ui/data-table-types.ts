import type { ReactNode } from 'react'

export interface DataTableColumn<T> {
  id: string
  header: ReactNode
  cell: (row: T) => ReactNode
  enableSorting?: boolean
  /** Text alignment of the header and the cells; numbers read best at the end. */
  align?: 'start' | 'end'
  /** Kept in view at the end of the row while the rest scrolls sideways (row actions). */
  pinned?: boolean
  className?: string
  /**
   * Widest the cell may be (px): its content stays on one line and is cut with an ellipsis,
   * the whole text in the cell's title (hover) and in the row's View.
   */
  maxWidth?: number
  /** The whole text of a cut cell (its title); by default the text the cell draws. */
  title?: (row: T) => string | undefined
}

export interface SortState {
  id: string
  desc: boolean
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[]
  data: readonly T[]
  rowKey: (row: T) => string
  loading?: boolean
  /** Server-side sorting: the table only reports the wish. */
  sort?: SortState | null
  onSortChange?: (sort: SortState | null) => void
  /** Row selection; omit both to hide the checkbox column. */
  selectedKeys?: readonly string[]
  onSelectionChange?: (keys: string[]) => void
  /** Names a row for its selection checkbox ("Select Pune branch"); defaults to its position. */
  rowLabel?: (row: T) => string
  emptyState?: ReactNode
  /** Accessible name of the table. */
  label?: string
  maxHeight?: number
  /**
   * A list scanned month by month (SCREENS.md "Tables that must show many rows"): compact
   * one-line rows, and the table takes the window's height below it instead of the
   * default 500 px (a departure from SPEC.md section 9 that SCREENS.md allows).
   */
  manyRows?: boolean
  /** Past this many rows only the visible ones are rendered. */
  virtualizeAbove?: number
}
