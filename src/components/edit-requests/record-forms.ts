import { createContext, useContext, useEffect, useState } from 'react'
import type { CustomFieldModule } from '@ihrc/contract'
import type { FieldConfig } from '@/components/resource/types'

/** A record type's form fields and custom-field module: what its changes are read by. */
export interface RecordForm {
  fields: FieldConfig[]
  customFields?: CustomFieldModule
}

/** Finds a record type's form; the app wires the areas' forms in (app/record-forms.ts), loading each on first use. */
export type RecordFormLoader = (recordType: string) => Promise<RecordForm | null>

export const RecordFormsContext = createContext<RecordFormLoader>(() => Promise.resolve(null))

/**
 * The form of a record type the page does not own (Edit permission lists requests of
 * every area): undefined while it loads, null when no area knows the type.
 */
export function useRecordForm(recordType: string): RecordForm | null | undefined {
  const load = useContext(RecordFormsContext)
  const [form, setForm] = useState<{ type: string; form: RecordForm | null } | null>(null)
  useEffect(() => {
    let live = true
    void load(recordType)
      .catch(() => null)
      .then((found) => live && setForm({ type: recordType, form: found }))
    return () => {
      live = false
    }
  }, [load, recordType])
  return form?.type === recordType ? form.form : undefined
}
