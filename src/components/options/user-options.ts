import { useEffect, useState } from 'react'
import { PERSON_STATUS_LABELS, USER_STATUS_VALUES, USER_TYPES, USER_TYPE_LABELS, type Paged } from '@ihrc/contract'
import type { Option, OptionSource } from '@/components/resource/types'
import { http } from '@/services/http'

export const TYPE_OPTIONS: Option[] = USER_TYPES.map((t) => ({ value: t, label: USER_TYPE_LABELS[t] }))
export const STATUS_OPTIONS: Option[] = USER_STATUS_VALUES.map((s) => ({ value: s, label: PERSON_STATUS_LABELS[s] }))

/** Up to 200 rows of a named list as options (designations, users): enough for a tenant's dropdown. */
export function useNamedOptions(
  path: string,
  label: (row: { id: number; name: string; email?: string }) => string = (r) => r.name,
): OptionSource {
  const [source, setSource] = useState<OptionSource>({ options: [], loading: true })
  useEffect(() => {
    const controller = new AbortController()
    http
      .get<Paged<{ id: number; name: string; email?: string }>>(path, { params: { page_size: 200 }, signal: controller.signal })
      .then((res) => setSource({ options: res.data.data.map((r) => ({ value: String(r.id), label: label(r) })) }))
      .catch(() => {
        if (!controller.signal.aborted) setSource({ options: [] })
      })
    return () => controller.abort()
    // The label function is a formatting choice of the caller, not an input to refetch on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path])
  return source
}

export const useRoleOptions = () => useNamedOptions('role')
