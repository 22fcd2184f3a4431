import { startTransition, useEffect, useRef, useState } from 'react'

/** A call a page holds while it needs the answer: `start` asks (or joins the running call) and subscribes. */
export interface HeldCall {
  /** Names the call: its endpoint and arguments. */
  key: string
  start: () => { unsubscribe(): void }
}

/**
 * Holds a page's calls for the parts that read their answers (each part reads the cache only):
 * the calls no longer wanted are let go at once, each new one starts in a task of its own, and
 * once the first ones have all started this turns true, in a transition (a render React slices).
 * Each start costs ~10 ms on Lighthouse's slowed phone (RTK Query's thunk, the cache's reducer,
 * axios sending): a dozen started together, as a dozen mounting `useQuery` effects did, were one
 * long task, and the store's updates re-rendered every part in it. Parts that wait for `true`
 * mount with their calls running and start nothing (bench/README.md, Lighthouse, session s38).
 */
export function useCallsInTurn(calls: readonly HeldCall[]): boolean {
  const [started, setStarted] = useState(false)
  const held = useRef(new Map<string, { unsubscribe(): void }>())
  const latest = useRef(calls)
  latest.current = calls
  const keys = calls.map((c) => c.key).join('\n')
  useEffect(() => {
    const wanted = new Set(latest.current.map((c) => c.key))
    for (const [key, call] of held.current)
      if (!wanted.has(key)) {
        call.unsubscribe()
        held.current.delete(key)
      }
    const queue = latest.current.filter((c) => !held.current.has(c.key))
    let timer: ReturnType<typeof setTimeout> | undefined
    const next = () => {
      const call = queue.shift()
      if (!call) {
        startTransition(() => setStarted(true))
        return
      }
      held.current.set(call.key, call.start())
      timer = setTimeout(next, 0)
    }
    // Not the first either: the effect may run in the task that drew the page (React flushes it there when the commit asked for a re-render).
    timer = setTimeout(next, 0)
    return () => clearTimeout(timer)
  }, [keys])
  useEffect(() => {
    const calls = held.current
    return () => {
      for (const call of calls.values()) call.unsubscribe()
      calls.clear()
    }
  }, [])
  return started
}
