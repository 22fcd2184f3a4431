import { useEffect, useState } from 'react'

/** The value after it has stopped changing for `delay` ms (search boxes: one request per pause, not per key). */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}
