import { useEffect, useRef } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { FieldConfig, FormValues } from './types'

/**
 * Fills each field that has a `suggest` from its source field as that is typed (a new
 * custom field's key from its name), but never over what the user typed there: the field
 * follows only while it is empty or still holds the last suggestion. Only while adding:
 * an existing record's value is its own.
 */
export function useSuggestedValues(form: UseFormReturn<FormValues>, fields: FieldConfig[], adding: boolean) {
  const suggesting = fields.filter((f) => f.suggest)
  const sources = useWatch({ control: form.control, name: suggesting.map((f) => f.suggest!.from) }) as unknown[]
  const last = useRef<Record<string, string>>({})
  const key = JSON.stringify(sources)
  useEffect(() => {
    if (!adding) return
    suggesting.forEach((field, i) => {
      const source = sources[i]
      const next = field.suggest!.value(typeof source === 'string' ? source : '')
      const current = form.getValues(field.name)
      if (current !== '' && current !== undefined && current !== last.current[field.name]) return
      last.current[field.name] = next
      if (current !== next) form.setValue(field.name, next, { shouldDirty: true })
    })
    // `key` stands for the sources' values; the fields come from the page's config.
  }, [key, adding]) // eslint-disable-line react-hooks/exhaustive-deps
}
