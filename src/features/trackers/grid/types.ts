// PROVISIONAL: the grid's shape as agreed in the brief, until the tracker contract lands.
import type { CellStatus } from './cell-status'

export interface Exposure {
  interest: number
  damages: number
  total: number
  as_of: string
}
export interface GridCell {
  period: string
  status: CellStatus
  row_id: number | null
  due_date: string | null
  delay_days: number | null
  exposure: Exposure | null
}
export interface GridRow {
  setup_id: number
  code: string
  company_id: number
  company_name: string
  state_name: string | null
  cells: GridCell[]
}
export interface GridData {
  year: string
  months: string[]
  rows: GridRow[]
  totals: { company_id: number; company_name: string; interest: number; damages: number; total: number }[]
}
