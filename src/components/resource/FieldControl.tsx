import { inSentence } from '@ihrc/contract/error-map'
import { Controller, get, type Control, type FieldErrors } from 'react-hook-form'
import { Checkbox } from '@/components/ui/Checkbox'
import { DatePicker } from '@/components/ui/DatePicker'
import { FormItem } from '@/components/ui/FormItem'
import { Input, PasswordInput } from '@/components/ui/Input'
import { MonthPicker } from '@/components/ui/MonthPicker'
import { Select } from '@/components/ui/Select'
import { Textarea } from '@/components/ui/Textarea'
import { Upload } from '@/components/ui/Upload'
import { DOCUMENT_TYPES } from './documents'
import { DocumentsField } from './DocumentsField'
import type { FieldConfig, FormValues, Option, OptionSource, PendingDocuments } from './types'

interface Props {
  field: FieldConfig
  control: Control<FormValues>
  errors: FieldErrors<FormValues>
  values: FormValues
  /** The record being edited (null while adding): document fields talk to its documents. */
  record: { id: number } | null
  /** Empties dependent fields (state → district → location). */
  onCleared: (names: string[]) => void
}

const NO_OPTIONS: OptionSource = { options: [] as Option[] }
const noOptions = () => NO_OPTIONS

/**
 * One field of a config-driven form, rendered with the widget kit. Options hooks are
 * always called (an empty source when the field has none) so hook order never changes.
 */
export function FieldControl({ field, control, errors, values, record, onCleared }: Props) {
  const useOptions = field.useOptions ?? noOptions
  const source = useOptions(values)
  const options = field.options ?? source.options
  // `get`: nested names (`custom.<key>`) keep their errors nested.
  const message = (get(errors, field.name) as { message?: unknown } | undefined)?.message
  const error = typeof message === 'string' ? message : undefined
  const id = `field-${field.name}`

  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => {
        // Several documents are a group of their own, each kind with its own labelled controls.
        if (field.kind === 'documents' && field.documents)
          return (
            <DocumentsField
              label={field.label}
              config={field.documents}
              record={record}
              values={values}
              pending={(f.value ?? {}) as PendingDocuments}
              onPendingChange={f.onChange}
            />
          )
        const set = (value: string | string[] | boolean | File | null) => {
          f.onChange(value)
          if (field.clears?.length) onCleared(field.clears)
        }
        const text = typeof f.value === 'string' ? f.value : ''
        const control = (() => {
          switch (field.kind) {
            case 'checkbox':
              return <Checkbox id={id} name={f.name} checked={f.value === true} onChange={(checked: boolean) => set(checked)} />
            case 'select':
              return (
                <Select
                  id={id}
                  name={f.name}
                  options={options}
                  loading={source.loading}
                  value={text || null}
                  onChange={(value: string | null) => set(value ?? '')}
                  onBlur={f.onBlur}
                  invalid={Boolean(error)}
                  placeholder={field.placeholder ?? `Select ${inSentence(field.label)}`}
                  searchable
                  clearable={!field.required}
                  onCreate={
                    field.onCreate && (field.canCreate?.(values) ?? true)
                      ? async (label: string) => field.onCreate!(label, values)
                      : undefined
                  }
                />
              )
            case 'multiselect':
              return (
                <Select
                  id={id}
                  name={f.name}
                  multiple
                  options={options}
                  loading={source.loading}
                  value={Array.isArray(f.value) ? f.value : []}
                  onChange={(value: string[]) => set(value)}
                  onBlur={f.onBlur}
                  invalid={Boolean(error)}
                  placeholder={field.placeholder ?? `Select ${inSentence(field.label)}`}
                  searchable
                  clearable
                />
              )
            case 'date':
              return (
                <DatePicker
                  id={id}
                  name={f.name}
                  value={text || null}
                  onChange={(value: string | null) => set(value ?? '')}
                  onBlur={f.onBlur}
                  invalid={Boolean(error)}
                />
              )
            case 'month':
              return (
                <MonthPicker
                  id={id}
                  label={field.label}
                  placeholder={field.placeholder ?? 'Select month'}
                  value={text || null}
                  onChange={(month: string) => set(month)}
                  onClear={field.required ? undefined : () => set('')}
                  invalid={Boolean(error)}
                />
              )
            case 'file':
              return (
                <Upload
                  id={id}
                  accept={DOCUMENT_TYPES}
                  uploadLimit={1}
                  fileList={f.value instanceof File ? [f.value] : []}
                  onChange={(files: File[]) => set(files[0] ?? null)}
                />
              )
            default: {
              // Text, number, a secret and a long text share one set of props.
              const typed = {
                id,
                name: f.name,
                value: text,
                onChange: (e: { target: { value: string } }) => f.onChange(e.target.value),
                onBlur: f.onBlur,
                ref: f.ref,
                invalid: Boolean(error),
                placeholder: field.placeholder,
              }
              if (field.kind === 'password') return <PasswordInput {...typed} />
              if (field.kind === 'textarea') return <Textarea {...typed} />
              return <Input {...typed} type={field.kind === 'number' ? 'number' : 'text'} />
            }
          }
        })()
        // A checkbox carries its own label; the FormItem label would repeat it.
        return (
          <FormItem
            label={field.label}
            htmlFor={id}
            required={field.required}
            error={error}
            help={field.hint}
            className={field.wide ? '@lg:col-span-2' : undefined}
          >
            {control}
          </FormItem>
        )
      }}
    />
  )
}
