import { useEffect, useState } from 'react'

/**
 * Keeps a closing overlay mounted for its exit transition. `mounted` stays true for
 * `exitMs` after `open` turns false; `visible` drives the CSS transition.
 */
export function usePresence(open: boolean, exitMs: number) {
  const [mounted, setMounted] = useState(open)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (open) {
      setMounted(true)
      const frame = requestAnimationFrame(() => setVisible(true))
      return () => cancelAnimationFrame(frame)
    }
    setVisible(false)
    const timer = setTimeout(() => setMounted(false), exitMs)
    return () => clearTimeout(timer)
  }, [open, exitMs])
  return { mounted: mounted || open, visible: open && visible }
}
