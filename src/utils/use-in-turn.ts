import { useEffect, useLayoutEffect, useRef, useState } from 'react'

/**
 * Parts of a page that draw what they hold one at a time: each waiting part's turn comes in
 * a task of its own, first asked first, and the next turn only after that part's commit.
 */
const waiting: Array<() => void> = []
let running = false
let timer: ReturnType<typeof setTimeout> | undefined

function schedule() {
  if (running || timer !== undefined || waiting.length === 0) return
  // Never in the task that committed the last part: a timer is a task of its own.
  timer = setTimeout(() => {
    timer = undefined
    const grant = waiting.shift()
    running = grant !== undefined
    grant?.()
  }, 0)
}

/** Waits for a turn; the answer cancels the wait, or ends the turn once granted. */
function askTurn(grant: () => void): () => void {
  let granted = false
  waiting.push(() => {
    granted = true
    grant()
  })
  const entry = waiting[waiting.length - 1]!
  schedule()
  return () => {
    const at = waiting.indexOf(entry)
    if (at >= 0) waiting.splice(at, 1)
    else if (granted) {
      running = false
      schedule()
    }
  }
}

/**
 * `value` as the part draws it: `before` at its mount, then each new `value` from the part's
 * next turn on (one part's update per task, in the order they asked: the page's order for
 * parts that mount together). A turn is an ordinary update of that part alone, so React
 * renders and commits it in one short task. /home's charts and calendar took their answers
 * deferred, in renders React sliced, but several answers drawn in one render, and answers
 * arriving between its slices made it start over at once (useSyncExternalStore's tearing
 * check): tasks of 100–180 ms at CPU ×4 (bench/README.md, Lighthouse, session s40).
 */
export function useInTurn<T, B>(value: T, before: B): T | B {
  const [shown, setShown] = useState<{ value: T }>()
  const latest = useRef(value)
  // At the commit, so a turn granted before this render's effects still draws its value.
  useLayoutEffect(() => {
    latest.current = value
  })
  const stale = shown === undefined || !Object.is(shown.value, value)
  useEffect(() => {
    if (!stale) return
    return askTurn(() => setShown({ value: latest.current }))
    // `shown` too: a value that changed again while its turn was being drawn asks for another.
  }, [stale, shown])
  return shown === undefined ? before : shown.value
}
