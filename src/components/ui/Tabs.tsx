import { createContext, useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cx } from './cx'

interface TabsContext {
  value: string | undefined
  onChange: (value: string) => void
  baseId: string
}
const Ctx = createContext<TabsContext | null>(null)

export interface TabsProps {
  /** Controlled selection; leave out (with `defaultValue`) to let Tabs keep its own. */
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  children: ReactNode
}

/** ARIA tabs: arrows move between tabs, Home and End jump; the selected tab is the one Tab stop. */
export function Tabs(props: TabsProps) {
  const { value, defaultValue, onChange, children } = props
  const baseId = useId()
  const [own, setOwn] = useState(defaultValue)
  // A `value` prop (even undefined, while a routed page resolves its tab) makes Tabs controlled.
  const controlled = 'value' in props
  const select = (next: string) => {
    if (!controlled) setOwn(next)
    onChange?.(next)
  }
  return <Ctx.Provider value={{ value: controlled ? value : own, onChange: select, baseId }}>{children}</Ctx.Provider>
}

function TabList({ children, 'aria-label': label }: { children: ReactNode; 'aria-label': string }) {
  const ref = useRef<HTMLDivElement>(null)
  const onKeyDown = (e: KeyboardEvent) => {
    const tabs = [...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])]
    const index = tabs.findIndex((t) => t === document.activeElement)
    if (index < 0) return
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[e.key]
    if (next === undefined) return
    e.preventDefault()
    const target = tabs[(next + tabs.length) % tabs.length]
    target?.focus()
    target?.click()
  }
  return (
    <div
      ref={ref}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-gray-200 dark:border-gray-700"
    >
      {children}
    </div>
  )
}

function TabNav({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useContext(Ctx)
  if (!tabs) throw new Error('Tabs.Nav must be inside Tabs')
  const selected = tabs.value === value
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.baseId}-${value}`}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.onChange(value)}
      className={cx(
        '-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary',
        selected
          ? 'border-primary text-primary dark:text-white'
          : 'border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white',
      )}
    >
      {children}
    </button>
  )
}

/** The content of one tab; rendered only while its tab is selected. */
function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useContext(Ctx)
  if (!tabs) throw new Error('Tabs.Panel must be inside Tabs')
  if (tabs.value !== value) return null
  return (
    <div
      role="tabpanel"
      aria-labelledby={`${tabs.baseId}-${value}`}
      tabIndex={0}
      className="py-4 focus-visible:outline-2 focus-visible:outline-primary"
    >
      {children}
    </div>
  )
}

Tabs.List = TabList
Tabs.Panel = TabPanel
Tabs.Nav = TabNav
