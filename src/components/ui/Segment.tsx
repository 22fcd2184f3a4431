import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { CONTROL_HEIGHT, type ControlSize } from './constants'
import { cx } from './cx'

export interface SegmentOption<V extends string> {
  value: V
  label: ReactNode
}
export interface SegmentProps<V extends string> {
  value: V
  onChange: (value: V) => void
  options: readonly SegmentOption<V>[]
  /** Accessible name of the group. */
  label: string
  size?: ControlSize
}

/** A single-choice group (radio semantics): arrows move and select, Tab leaves the group. */
export function Segment<V extends string>({ value, onChange, options, label, size = 'sm' }: SegmentProps<V>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0
    if (!step) return
    e.preventDefault()
    const next = (index + step + options.length) % options.length
    onChange(options[next].value)
    refs.current[next]?.focus()
  }
  return (
    <div role="radiogroup" aria-label={label} className="inline-flex rounded-md bg-gray-100 p-1 dark:bg-gray-700">
      {options.map((o, i) => {
        const selected = o.value === value
        return (
          <button
            key={o.value}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(o.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cx(
              'rounded px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-primary',
              CONTROL_HEIGHT[size === 'lg' ? 'md' : size === 'md' ? 'sm' : 'xs'],
              selected
                ? 'bg-white text-gray-900 shadow-sm dark:bg-gray-900 dark:text-white'
                : 'text-gray-700 hover:text-gray-900 dark:text-gray-200 dark:hover:text-white',
            )}
          >
            {o.label}
          </button>
        )
      })}
    </div>
  )
}
