import { useState, type ReactNode } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import type { CustomFieldModule, CustomValues } from '@ihrc/contract'
import { customFieldSection, customFormValues } from '@/components/custom-fields/custom-field-config'
import { useCustomFields } from '@/components/custom-fields/use-custom-fields'
import { Alert } from '@/components/ui/Alert'
import { useUnsavedChanges } from '@/components/ui/Overlay'
import type { ReadError } from '@/store/resource-slice'
import { FieldControl } from './FieldControl'
import { visibleFields, withMissingRequired } from './required-fields'
import { applyServerErrors } from './server-errors'
import type { FormSection, FormValues } from './types'
import { useSuggestedValues } from './use-suggested-values'

export interface ResourceFormProps {
  id: string
  schema: z.ZodType
  sections: FormSection[]
  defaultValues: FormValues
  /** The record being edited, if any: fields that talk to its sub-resources (documents) need its id. */
  record?: { id: number; custom?: CustomValues } | null
  /** The module whose custom fields (Global Settings) follow the sections, filled from `record.custom`. */
  customFields?: CustomFieldModule
  /**
   * Saves the parsed values (`raw`: the controls' values, for what the schema does not
   * carry, such as files); resolves to an error to show, or null when saved.
   */
  onSubmit: (parsed: Record<string, unknown>, raw: FormValues) => Promise<ReadError | null>
  /** Rendered after the sections (a drawer puts its buttons in its footer instead). */
  children?: ReactNode
  /** Changes held outside the form's controls (an edit request's reason): closing asks first, as for the controls'. */
  changedOutside?: boolean
}

/**
 * A form driven by a field config and the contract's schema (the server's own rules):
 * messages appear under their fields, whether the browser or the server found them.
 * The submit button lives outside (drawer footer or page bar) and targets `id`.
 */
export function ResourceForm({
  id,
  schema,
  sections: own,
  defaultValues,
  record = null,
  customFields,
  onSubmit,
  children,
  changedOutside = false,
}: ResourceFormProps) {
  const custom = customFieldSection(useCustomFields(customFields))
  const sections = custom ? [...own, custom] : own
  const fields = sections.flatMap((s) => s.fields)
  const listFields = new Set(fields.filter((f) => f.kind === 'multiselect').map((f) => f.name))
  // The contract's schemas are typed by their own shapes; the form holds control values.
  const resolve = zodResolver(schema as never) as unknown as Resolver<FormValues>
  const form = useForm<FormValues>({
    resolver: async (values, context, options) => {
      const result = await resolve(withNumbers(sections, values), context, options)
      // A required field left empty speaks in its label's words, over whatever the schema said of it.
      const { errors, missing } = withMissingRequired(sections, values, result.errors)
      return missing ? { values: {}, errors } : result
    },
    defaultValues: customFields ? { ...defaultValues, ...customFormValues(record?.custom) } : defaultValues,
    mode: 'onTouched',
    // A hidden field (lease date when owned) drops its value, so the schema never judges what the user cannot see.
    shouldUnregister: true,
  })
  const values = useWatch({ control: form.control }) as FormValues
  useSuggestedValues(form, fields, record === null)
  // In a drawer or dialog, closing over changes not saved asks first (ui/Overlay.tsx).
  useUnsavedChanges(form.formState.isDirty || changedOutside)
  const [formError, setFormError] = useState<string | null>(null)

  const shown = sections.filter((s) => !s.visible || s.visible(values))
  const shownNames = visibleFields(sections, values).map((f) => f.name)

  const submit = form.handleSubmit(async (parsed) => {
    setFormError(null)
    const error = await onSubmit(parsed as Record<string, unknown>, form.getValues())
    if (error) setFormError(applyServerErrors(form.setError, error, shownNames))
  })

  const clear = (names: string[]) => {
    // Emptied as its control holds "nothing": no text, or no items for a multi-select.
    for (const name of names) form.setValue(name, listFields.has(name) ? [] : '', { shouldValidate: false })
  }

  return (
    // Two columns only where the form has room for them (its own width, not the window's):
    // in a 400 px drawer each value gets the full width rather than being cut (issue 19).
    <form id={id} noValidate onSubmit={submit} aria-busy={form.formState.isSubmitting} className="@container">
      {formError && (
        <Alert type="danger" className="mb-4">
          <span className="whitespace-pre-line">{formError}</span>
        </Alert>
      )}
      {shown.map((section, index) => (
        <fieldset key={section.title ?? index} className="mb-6">
          {section.title && <legend className="mb-3 text-base font-semibold">{section.title}</legend>}
          <div className="grid grid-cols-1 gap-x-4 @lg:grid-cols-2">
            {section.fields
              .filter((f) => !f.visible || f.visible(values))
              .map((field) => (
                <FieldControl
                  key={field.name}
                  field={field}
                  control={form.control}
                  errors={form.formState.errors}
                  values={values}
                  record={record}
                  onCleared={clear}
                />
              ))}
          </div>
        </fieldset>
      ))}
      {children}
    </form>
  )
}

/**
 * The values as the schema reads them: a number box holds text, so a filled one is its
 * number (schemas that take numbers, not text, accept it) and an empty one means "no
 * number", not 0 (which is what coercing '' gives).
 */
export function withNumbers(sections: FormSection[], values: FormValues): FormValues {
  const out: Record<string, unknown> = { ...values }
  for (const { name, kind } of sections.flatMap((s) => s.fields)) {
    const value = out[name]
    if (kind !== 'number' || typeof value !== 'string') continue
    out[name] = value.trim() === '' ? undefined : Number.isFinite(Number(value)) ? Number(value) : value
  }
  return out as FormValues
}
