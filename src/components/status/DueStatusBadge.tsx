import { createContext, useContext } from 'react'
import { DATA_STATUS, type DataStatus } from '@ihrc/contract'
import { Tag, type Tone } from '@/components/ui/Tag'

/** How one due-item status looks: its label and colour. */
export interface StatusLook {
  label: string
  tone: Tone
}
export type StatusLooks = Record<DataStatus, StatusLook>

/** The product's own labels (the contract's) and colours, used until a tenant sets its own. */
export const DEFAULT_STATUS_LOOKS: StatusLooks = {
  due: { label: DATA_STATUS.labels.due, tone: 'blue' },
  overdue: { label: DATA_STATUS.labels.overdue, tone: 'red' },
  submitted: { label: DATA_STATUS.labels.submitted, tone: 'amber' },
  approved: { label: DATA_STATUS.labels.approved, tone: 'green' },
  rejected: { label: DATA_STATUS.labels.rejected, tone: 'red' },
}

/**
 * The one place a tenant's Status Settings plug in: provide their labels and colours
 * here (around the shell) and every status on every screen follows.
 */
export const StatusLooksContext = createContext<StatusLooks>(DEFAULT_STATUS_LOOKS)

export const useStatusLooks = () => useContext(StatusLooksContext)

/** A due item's status as every screen shows it: coloured, and always in words. */
export function DueStatusBadge({ status }: { status: DataStatus }) {
  const look = useStatusLooks()[status]
  return <Tag tone={look.tone}>{look.label}</Tag>
}
