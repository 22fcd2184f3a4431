import { Controller, type Control, type FieldErrors } from 'react-hook-form'
import { Checkbox, DatePicker, FormItem, Input, Select, Upload } from '@/components/ui'
import type { FieldConfig, FormValues, Option, OptionSource } from './types'

interface Props {
  field: FieldConfig
  control: Control<FormValues>
  errors: FieldErrors<FormValues>
  values: FormValues
  /** Empties dependent fields (state → district → location). */
  onCleared: (names: string[]) => void
}

/** Attachments the server accepts (API.md: upload of a document). */
export const DOCUMENT_TYPES = '.pdf,.png,.jpg,.jpeg,.xlsx,.docx,.zip'

const NO_OPTIONS: OptionSource = { options: [] as Option[] }
const noOptions = () => NO_OPTIONS

/**
 * One field of a config-driven form, rendered with the widget kit. Options hooks are
 * always called (an empty source when the field has none) so hook order never changes.
 */
export function FieldControl({ field, control, errors, values, onCleared }: Props) {
  const useOptions = field.useOptions ?? noOptions
  const source = useOptions(values)
  const options = field.options ?? source.options
  const message = errors[field.name]?.message
  const id = `field-${field.name}`

  return (
    <FormItem label={field.label} htmlFor={id} asterisk={field.required} invalid={Boolean(message)} errorMessage={message} className={field.wide ? 'md:col-span-2' : undefined}>
      <Controller
        name={field.name}
        control={control}
        render={({ field: f }) => {
          const set = (value: string | boolean) => {
            f.onChange(value)
            if (field.clears?.length) onCleared(field.clears)
          }
          switch (field.kind) {
            case 'checkbox':
              return <Checkbox id={id} name={f.name} checked={f.value === true} onChange={(checked: boolean) => set(checked)} label={field.label} />
            case 'select':
              return (
                <Select
                  inputId={id}
                  name={f.name}
                  options={options}
                  loading={source.loading}
                  value={String(f.value ?? '')}
                  onChange={(value: string | null) => set(value ?? '')}
                  invalid={Boolean(message)}
                  placeholder={field.placeholder ?? `Select ${field.label.toLowerCase()}`}
                  searchable
                  onCreate={field.onCreate ? async (label: string) => (await field.onCreate!(label, values)).value : undefined}
                  onBlur={f.onBlur}
                />
              )
            case 'file':
              return (
                <Upload
                  id={id}
                  accept={DOCUMENT_TYPES}
                  uploadLimit={1}
                  fileList={f.value instanceof File ? [f.value] : []}
                  onChange={(files: File[]) => f.onChange(files[0] ?? null)}
                />
              )
            case 'date':
              return <DatePicker id={id} name={f.name} value={String(f.value ?? '')} onChange={(value: string | null) => set(value ?? '')} invalid={Boolean(message)} onBlur={f.onBlur} />
            case 'textarea':
              return <Input id={id} textArea {...f} value={String(f.value ?? '')} invalid={Boolean(message)} placeholder={field.placeholder} />
            default:
              return (
                <Input
                  id={id}
                  type={field.kind === 'number' ? 'number' : 'text'}
                  {...f}
                  value={String(f.value ?? '')}
                  invalid={Boolean(message)}
                  placeholder={field.placeholder}
                />
              )
          }
        }}
      />
      {field.hint && <div className="mt-1 text-sm text-gray-500">{field.hint}</div>}
    </FormItem>
  )
}
