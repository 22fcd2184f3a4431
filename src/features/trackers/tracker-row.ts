// PROVISIONAL: a tracker row as the brief describes it, until the tracker contract lands.
import type { FileRef } from '@ihrc/contract'
import type { Exposure } from './grid/types'

export interface TrackerRow {
  id: number
  setup_id: number
  code: string
  company_id: number
  company_name: string
  state_name: string | null
  period: string
  due_date: string | null
  payment_date: string | null
  delay_days: number | null
  delay_reason: string | null
  challan_type: 'main' | 'arrear' | 'damage'
  total_paid_amount: number | null
  difference_amount: number | null
  difference_reason: string | null
  documents: Record<string, FileRef | null>
  uploaded_by: { id: number; name: string } | null
  uploaded_at: string
  can_edit: 'direct' | 'request'
  exposure: Exposure | null
  [field: string]: unknown
}
