import { useCallback, useMemo, useRef } from 'react'

/**
 * How a part that reads a held call's answer asks again (a card's "Try again"): for the
 * answer only, no subscription of its own, since the page's hold keeps it (useCallsInTurn).
 */
export const ASK_AGAIN = { subscribe: false, forceRefetch: true } as const

/**
 * RTK Query's cached `result` with a way to ask again; the same object while neither
 * changes, so a part can defer it and compare it between renders (the charts, the cards).
 */
export function useAskAgain<R extends object>(result: R, again: () => unknown): R & { refetch: () => unknown } {
  const asked = useRef(again)
  asked.current = again
  const refetch = useCallback(() => asked.current(), [])
  return useMemo(() => ({ ...result, refetch }), [result, refetch])
}
