import { useEffect, useRef } from 'react'

/**
 * Escape closes the innermost popup first (issue 19): one list of what is open, in the
 * order it opened (a drawer, then a list inside it, then a confirm above that), and one
 * key listener that closes only the last. Order of opening is order of nesting, whatever
 * the React tree or the portals look like, and a popup that opened later is always inside
 * or above the ones before it.
 */
type Entry = { close: () => void }
const open: Entry[] = []

function onKeyDown(event: KeyboardEvent) {
  // A key that finishes an IME composition is not the user's Escape.
  if (event.key !== 'Escape' || event.isComposing) return
  const top = open[open.length - 1]
  if (!top) return
  // Captured at the window, before any other handler: nothing below the innermost popup hears it.
  event.preventDefault()
  event.stopPropagation()
  top.close()
}

function push(entry: Entry) {
  if (open.length === 0) window.addEventListener('keydown', onKeyDown, true)
  open.push(entry)
}

function remove(entry: Entry) {
  const at = open.lastIndexOf(entry)
  if (at >= 0) open.splice(at, 1)
  if (open.length === 0) window.removeEventListener('keydown', onKeyDown, true)
}

/** While `active`, this popup is on the stack; Escape calls `onEscape` when it is the innermost one. */
export function useEscapeLayer(active: boolean, onEscape: () => void) {
  const latest = useRef(onEscape)
  latest.current = onEscape
  useEffect(() => {
    if (!active) return
    const entry: Entry = { close: () => latest.current() }
    push(entry)
    return () => remove(entry)
  }, [active])
}
