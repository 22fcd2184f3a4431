import { useCallback, useState } from 'react'
import type { AppDispatch } from './app-store'
import { useAppDispatch } from './hooks'

/**
 * A write a component starts (`write(row)` of services/write.ts, wrapped in a function of
 * the component's arguments) and whether it is still running, for the button that started
 * it. `run` resolves to the answer and rejects with the axios error, which `readError` reads.
 */
export function useWrite<Args extends unknown[], Result>(
  make: (...args: Args) => (dispatch: AppDispatch) => Promise<Result>,
): [run: (...args: Args) => Promise<Result>, busy: boolean] {
  const dispatch = useAppDispatch()
  const [running, setRunning] = useState(0)
  const run = useCallback(
    async (...args: Args) => {
      setRunning((n) => n + 1)
      try {
        return await dispatch(make(...args))
      } finally {
        setRunning((n) => n - 1)
      }
    },
    [dispatch, make],
  )
  return [run, running > 0]
}
