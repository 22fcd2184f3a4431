import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { Icon, type IconName } from '@/components/shared/icons'
import type { NavStyle } from './nav-style'

interface Props {
  label: string
  icon?: IconName
  style: NavStyle
  active?: boolean
  dense?: boolean
  children: (close: () => void) => ReactNode
}

/**
 * A top-bar menu button that discloses a panel of links (the disclosure pattern, not an
 * ARIA menu: the entries are plain links). Closes on Escape, outside click and navigation.
 */
export function NavDisclosure({ label, icon, style, active = false, dense = false, children }: Props) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()

  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={`flex min-h-9 items-center gap-1 rounded-lg py-2 text-sm ${dense ? 'px-2' : 'px-3'} font-medium whitespace-nowrap transition-colors ${active ? style.active : style.item}`}
      >
        {icon && <Icon name={icon} className="h-4 w-4" />}
        {label}
        <Icon name="chevronDown" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute start-0 top-full z-popover mt-1 max-h-[70vh] min-w-56 overflow-y-auto rounded-lg border border-gray-200 bg-white p-2 shadow-lg dark:border-gray-700 dark:bg-gray-800"
      >
        {open && children(() => setOpen(false))}
      </div>
    </div>
  )
}
