import { SCROLLBAR } from './constants'

export interface ThumbMetrics {
  /** Thumb length in px; 0 when the content fits and no bar is needed. */
  size: number
  /** Distance of the thumb from the track start in px. */
  offset: number
}

/** Thumb length proportional to the visible share, never under 30 px; offset follows the scroll. */
export function thumbMetrics(viewport: number, content: number, scroll: number, minSize: number = SCROLLBAR.thumbMin): ThumbMetrics {
  if (content <= viewport || viewport <= 0) return { size: 0, offset: 0 }
  const size = Math.min(viewport, Math.max(minSize, (viewport * viewport) / content))
  const maxScroll = content - viewport
  const offset = (Math.min(maxScroll, Math.max(0, scroll)) / maxScroll) * (viewport - size)
  return { size, offset }
}
