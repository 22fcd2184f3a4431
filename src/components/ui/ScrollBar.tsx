import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react'
import { SCROLLBAR } from './constants'
import { cx } from './cx'
import { thumbMetrics, type ThumbMetrics } from './scrollbar-thumb'

export interface ScrollBarProps {
  /** Accessible name of the scroll region; the region takes keyboard focus so arrows scroll it. */
  label: string
  maxHeight: number | string
  className?: string
  children: ReactNode
}

/**
 * A scroll area with a slim custom thumb (at least 30 px) that appears while scrolling
 * or hovering and hides 1000 ms later. Native scrolling stays, so wheel, touch and
 * keyboard all work; only the visible bar is ours.
 */
export function ScrollBar({ label, maxHeight, className, children }: ScrollBarProps) {
  const viewport = useRef<HTMLDivElement>(null)
  const [thumb, setThumb] = useState<ThumbMetrics>({ size: 0, offset: 0 })
  const [shown, setShown] = useState(false)
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const measure = useCallback(() => {
    const el = viewport.current
    if (el) setThumb(thumbMetrics(el.clientHeight, el.scrollHeight, el.scrollTop))
  }, [])
  const reveal = useCallback(() => {
    setShown(true)
    clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(() => setShown(false), SCROLLBAR.autoHideMs)
  }, [])

  useEffect(() => {
    measure()
    const el = viewport.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    if (el.firstElementChild) observer.observe(el.firstElementChild)
    return () => observer.disconnect()
  }, [measure])
  useEffect(() => () => clearTimeout(hideTimer.current), [])

  const onThumbDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    const el = viewport.current
    if (!el) return
    e.preventDefault()
    const startY = e.clientY
    const startTop = el.scrollTop
    const ratio = (el.scrollHeight - el.clientHeight) / Math.max(1, el.clientHeight - thumb.size)
    const onMove = (ev: PointerEvent) => {
      el.scrollTop = startTop + (ev.clientY - startY) * ratio
    }
    const onUp = () => {
      window.removeEventListener('pointermove', onMove)
      window.removeEventListener('pointerup', onUp)
    }
    window.addEventListener('pointermove', onMove)
    window.addEventListener('pointerup', onUp)
  }

  return (
    <div className={cx('group relative', className)} onPointerEnter={reveal}>
      <div
        ref={viewport}
        role="region"
        aria-label={label}
        tabIndex={0}
        onScroll={() => {
          measure()
          reveal()
        }}
        style={{ maxHeight }}
        className="overflow-y-auto rounded-md [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-primary [&::-webkit-scrollbar]:hidden"
      >
        <div>{children}</div>
      </div>
      {thumb.size > 0 && (
        <div
          aria-hidden="true"
          data-testid="scroll-thumb"
          onPointerDown={onThumbDown}
          style={{ height: thumb.size, transform: `translateY(${thumb.offset}px)`, transition: 'opacity 200ms' }}
          className={cx(
            'absolute end-0.5 top-0 w-1.5 cursor-pointer rounded-full bg-gray-400 hover:bg-gray-500 dark:bg-gray-500 dark:hover:bg-gray-400',
            shown ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
    </div>
  )
}
