import { useEffect, useState } from 'react'
import type { SelectOption } from './select-rows'
import type { SelectProps } from './select-props'

const LOAD_DEBOUNCE_MS = 250

/** Results of `loadOptions` for the current query, debounced; stale answers are dropped. */
export function useLoadedOptions(loadOptions: SelectProps['loadOptions'], open: boolean, query: string) {
  const [loaded, setLoaded] = useState<SelectOption[] | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!loadOptions || !open) return
    let current = true
    const t = setTimeout(() => {
      setBusy(true)
      loadOptions(query.trim())
        .then((found) => current && setLoaded(found))
        .catch(() => current && setLoaded([]))
        .finally(() => current && setBusy(false))
    }, LOAD_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(t)
    }
  }, [loadOptions, open, query])
  return { loaded, busy }
}
