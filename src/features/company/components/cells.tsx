import { AGREEMENT_STATUS, type AgreementStatus } from '@ihrc/contract/agreements'
import {
  BRANCH_STATUS,
  LEASE_STATUS,
  SE_STATUS,
  type BranchStatus,
  type LeaseStatus,
  type Place,
  type SeStatus,
} from '@ihrc/contract/organisation'
import { Tag, type Tone } from '@/components/ui/Tag'

/** Table cells shared by the Company Setup lists. Colours: green good, amber attention, red lapsed. */

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
export const addedBy = (p: Place) => (p.is_custom ? 'Added by you' : 'Standard')

const TONE: Record<SeStatus | LeaseStatus | AgreementStatus | BranchStatus, Tone> = {
  valid: 'green',
  active: 'green',
  applied: 'amber',
  expiring: 'amber',
  expired: 'red',
  closed: 'gray',
}

function StatusBadge({ status, label }: { status: keyof typeof TONE; label: string }) {
  return <Tag tone={TONE[status]}>{label}</Tag>
}

export const seStatusCell = (status: SeStatus | null) => (status ? <StatusBadge status={status} label={SE_STATUS.labels[status]} /> : '—')
export const leaseStatusCell = (status: LeaseStatus | null) =>
  status ? <StatusBadge status={status} label={LEASE_STATUS.labels[status]} /> : '—'
export const agreementStatusCell = (status: AgreementStatus) => <StatusBadge status={status} label={AGREEMENT_STATUS.labels[status]} />
export const branchStatusCell = (status: BranchStatus) => <StatusBadge status={status} label={BRANCH_STATUS.labels[status]} />
