import type { ComponentType } from 'react'
import { TRACKER_CELL_STATUS, type TrackerCellStatus } from '@ihrc/contract/status-labels'
import { CalendarIcon, CheckIcon, ClockIcon, AlertIcon, MinusIcon, QuestionIcon } from '@/components/ui/icons'
import { Tag, type Tone } from '@/components/ui/Tag'
import { formatDays } from '@/components/ui/format'

interface Look {
  tone: Tone
  /** Drawn dashed: Missing (no row at all) must not pass for Unpaid (a row without a payment). */
  outline?: boolean
  Icon: ComponentType<{ size?: number }>
  /** The grid's word, where twelve months share 1366 px; the list writes the contract's label. */
  short: string
}

/**
 * How a payment state looks, in the list and in the grid alike (issue 19 item 15): one
 * colour per state, distinct from its neighbours, with an icon and words, so colour is
 * never the only cue; the Tag's tones hold AA contrast in both themes.
 */
export const PAYMENT_LOOK: Record<TrackerCellStatus, Look> = {
  on_time: { tone: 'green', Icon: CheckIcon, short: 'On time' },
  late: { tone: 'amber', Icon: ClockIcon, short: 'Late' },
  unpaid: { tone: 'red', Icon: AlertIcon, short: 'Unpaid' },
  missing: { tone: 'red', outline: true, Icon: QuestionIcon, short: 'Missing' },
  not_due: { tone: 'gray', Icon: CalendarIcon, short: 'Not due' },
  not_levied: { tone: 'gray', outline: true, Icon: MinusIcon, short: 'None due' },
  // Levied, but no due day on record for the state (issue 21): never a silent blank, never "not due".
  not_confirmed: { tone: 'amber', outline: true, Icon: QuestionIcon, short: 'Unknown' },
}

/** Late, unpaid and missing states carry their days (paid that many days late, or overdue so far); others none. */
export const countedDays = (status: TrackerCellStatus, days: number | null): number | null =>
  days !== null && days > 0 && (status === 'late' || status === 'unpaid' || status === 'missing') ? days : null

/** "Paid late 23 d" (or "Late 23 d" short) on screen; "Paid late by 23 days" / "Missing, 40 days overdue" to a screen reader. */
export function paymentText(status: TrackerCellStatus, days: number | null, short = false): { shown: string; spoken: string } {
  const label = TRACKER_CELL_STATUS.labels[status]
  const word = short ? PAYMENT_LOOK[status].short : label
  const counted = countedDays(status, days)
  if (counted === null) return { shown: word, spoken: label }
  return {
    shown: `${word} ${counted} d`,
    spoken: status === 'late' ? `${label} by ${formatDays(counted)}` : `${label}, ${formatDays(counted)} overdue`,
  }
}

/** The state as a tag: icon, words and, when late or overdue, the days. */
export function PaymentTag({ status, days, short }: { status: TrackerCellStatus; days: number | null; short?: boolean }) {
  const look = PAYMENT_LOOK[status]
  const text = paymentText(status, days, short)
  return (
    <Tag tone={look.tone} outline={look.outline} className={short ? 'px-1.5' : undefined}>
      <look.Icon size={12} />
      {text.shown === text.spoken ? (
        text.shown
      ) : (
        <>
          <span aria-hidden="true">{text.shown}</span>
          <span className="sr-only">{text.spoken}</span>
        </>
      )}
    </Tag>
  )
}
