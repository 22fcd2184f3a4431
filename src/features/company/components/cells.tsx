import {
  AGREEMENT_STATUS,
  BRANCH_STATUS,
  LEASE_STATUS,
  SE_STATUS,
  type AgreementStatus,
  type BranchStatus,
  type LeaseStatus,
  type Place,
  type SeStatus,
} from '@ihrc/contract'

/** Table cells shared by the Company Setup lists. Colours: green good, amber attention, red lapsed. */

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
export const addedBy = (p: Place) => (p.is_custom ? 'Added by you' : 'Standard')

type Tone = 'green' | 'amber' | 'red' | 'gray'
const TONE_CLASS: Record<Tone, string> = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  red: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100',
  gray: 'bg-gray-100 text-gray-700 dark:bg-gray-700 dark:text-gray-100',
}
const TONE: Record<SeStatus | LeaseStatus | AgreementStatus | BranchStatus, Tone> = {
  valid: 'green',
  active: 'green',
  applied: 'amber',
  expiring: 'amber',
  expired: 'red',
  closed: 'gray',
}

function StatusBadge({ status, label }: { status: keyof typeof TONE; label: string }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE_CLASS[TONE[status]]}`}>{label}</span>
}

export const seStatusCell = (status: SeStatus | null) => (status ? <StatusBadge status={status} label={SE_STATUS.labels[status]} /> : '—')
export const leaseStatusCell = (status: LeaseStatus | null) => (status ? <StatusBadge status={status} label={LEASE_STATUS.labels[status]} /> : '—')
export const agreementStatusCell = (status: AgreementStatus) => <StatusBadge status={status} label={AGREEMENT_STATUS.labels[status]} />
export const branchStatusCell = (status: BranchStatus) => <StatusBadge status={status} label={BRANCH_STATUS.labels[status]} />
