import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import { useHref, useNavigate } from 'react-router-dom'

/** Shows keyboard focus on a shape the way the console's links show it. */
const FOCUS = 'outline-none focus-visible:[&>*]:stroke-gray-900 focus-visible:[&>*]:stroke-2 dark:focus-visible:[&>*]:stroke-white'

/**
 * A bar or slice that opens the list behind it: an SVG link in the tab order, named by
 * its label and value, navigating inside the app (no reload). Without `to` it is a plain shape.
 */
export function ChartLink({ to, name, children }: { to?: string; name: string; children: ReactNode }) {
  if (!to) return <g aria-hidden="true">{children}</g>
  return (
    <LinkTo to={to} name={name}>
      {children}
    </LinkTo>
  )
}

function LinkTo({ to, name, children }: { to: string; name: string; children: ReactNode }) {
  const href = useHref(to)
  const navigate = useNavigate()
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    void navigate(to)
  }
  // Not every engine activates an SVG link on Enter as it does an HTML one.
  const enter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void navigate(to)
  }
  return (
    <a href={href} aria-label={name} onClick={open} onKeyDown={enter} className={FOCUS}>
      <title>{name}</title>
      {children}
    </a>
  )
}
