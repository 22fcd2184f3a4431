import { PAGINATION } from './constants'

export type Slot = number | 'prev-more' | 'next-more'

/**
 * The page slots to show: at most 7 (SPEC.md section 9). With many pages the first and
 * last stay, the current page sits in a window, and "more" markers stand for the gaps;
 * each marker jumps 5 pages (`jumpTarget`).
 */
export function paginationSlots(current: number, pageCount: number, maxSlots: number = PAGINATION.maxSlots): Slot[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
  if (pageCount <= maxSlots) return range(1, pageCount)
  const inner = maxSlots - 4 // the window beside first, last and the two markers
  const half = Math.floor(inner / 2)
  if (current <= inner + 1) return [...range(1, inner + 2), 'next-more', pageCount]
  if (current >= pageCount - inner) return [1, 'prev-more', ...range(pageCount - inner - 1, pageCount)]
  return [1, 'prev-more', ...range(current - half, current + half), 'next-more', pageCount]
}

export function jumpTarget(slot: 'prev-more' | 'next-more', current: number, pageCount: number, jump: number = PAGINATION.jump): number {
  return slot === 'prev-more' ? Math.max(1, current - jump) : Math.min(pageCount, current + jump)
}
