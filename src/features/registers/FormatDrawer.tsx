import { useId, useState } from 'react'
import { INPUT_KIND } from '@ihrc/contract/register-inputs'
import { INPUT_REGISTERS, type InputKind } from '@ihrc/contract/register-kinds'
import { TITLE_PLACEHOLDERS } from '@ihrc/contract/register-title'
import type { RegisterFormat } from '@ihrc/contract/register-formats'
import { enumOptions } from '@/components/options/enum-options'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { DatePicker } from '@/components/ui/DatePicker'
import { Drawer } from '@/components/ui/Drawer'
import { FormItem } from '@/components/ui/FormItem'
import { Input } from '@/components/ui/Input'
import { Select } from '@/components/ui/Select'
import { Textarea } from '@/components/ui/Textarea'
import { toast } from '@/components/ui/toast'
import { useAppDispatch } from '@/store/hooks'
import { useStatesQuery } from '@/services/company-api'
import type { ReadError } from '@/store/resource-slice'
import { ColumnsEditor } from './ColumnsEditor'
import { FormatDetails } from './FormatDetails'
import { registerFormats } from './views'

export type FormatMode = 'view' | 'copy' | 'edit'
type Draft = Omit<RegisterFormat, 'id' | 'seeded' | 'created_at' | 'updated_at' | 'title' | 'notes'> & { title: string; notes: string }

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

function draftOf(format: RegisterFormat, mode: FormatMode): Draft {
  const { id: _id, seeded: _seeded, created_at: _c, updated_at: _u, ...body } = format
  return {
    ...body,
    title: format.title.join('\n'),
    notes: format.notes.join('\n'),
    ...(mode === 'copy' && { name: `${format.name} (copy)`, copied_from_id: format.id }),
  }
}

/**
 * One register format: its details, or a form to adjust a copy of it (a seeded format
 * is never changed itself) or a tenant's own. The server checks the format (every column
 * against the input registers) and its faults show under their fields.
 */
export function FormatDrawer({ format, mode, onClose }: { format: RegisterFormat; mode: FormatMode; onClose: () => void }) {
  const id = useId()
  const dispatch = useAppDispatch()
  const [draft, setDraft] = useState<Draft>(() => draftOf(format, mode))
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const states = useStatesQuery()
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const fieldOptions = Object.entries(INPUT_REGISTERS[draft.rows_from].fields as Record<string, { label: string }>).map(([value, f]) => ({
    value,
    label: f.label,
  }))

  if (mode === 'view') {
    return (
      <Drawer isOpen onClose={onClose} title={format.name} width={Math.min(900, window.innerWidth)}>
        <FormatDetails format={format} />
      </Drawer>
    )
  }

  const save = async () => {
    setSaving(true)
    setErrors({})
    setFailure(null)
    const body = { ...draft, title: lines(draft.title), notes: lines(draft.notes) }
    const result =
      mode === 'edit'
        ? await dispatch(registerFormats.thunks.update({ id: format.id, body, inline: true }))
        : await dispatch(registerFormats.thunks.create({ body, inline: true }))
    setSaving(false)
    if ('error' in result) {
      const read = result.payload as ReadError | undefined
      if (read?.fields) setErrors(read.fields)
      else setFailure(read?.message ?? 'Not saved')
      return
    }
    toast.push({ type: 'success', title: 'Register format saved', content: draft.name })
    onClose()
  }

  const field = (key: string) => errors[key]?.join('; ')
  const input = (key: 'name' | 'form' | 'instrument' | 'source_url', label: string, required = true) => (
    <FormItem label={label} htmlFor={`${id}-${key}`} error={field(key)} required={required}>
      <Input
        id={`${id}-${key}`}
        value={(draft[key] as string | null) ?? ''}
        invalid={!!field(key)}
        onChange={(e) => set(key, e.target.value)}
      />
    </FormItem>
  )
  const placeholders = Object.keys(TITLE_PLACEHOLDERS)
    .map((k) => `{${k}}`)
    .join(', ')
  return (
    <Drawer
      isOpen
      onClose={onClose}
      title={mode === 'copy' ? `Copy of ${format.name}` : `Edit ${format.name}`}
      width={Math.min(1000, window.innerWidth)}
      footer={
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="solid" loading={saving} onClick={() => void save()}>
            Save
          </Button>
        </div>
      }
    >
      {failure && (
        <Alert type="danger" title="Not saved" className="mb-4">
          {failure}
        </Alert>
      )}
      <div className="grid gap-x-4 md:grid-cols-2">
        {input('name', 'Name')}
        {input('form', 'Form')}
        <FormItem label="Rows from" htmlFor={`${id}-rows`} error={field('rows_from')} required>
          <Select
            id={`${id}-rows`}
            options={enumOptions(INPUT_KIND)}
            value={draft.rows_from}
            onChange={(v: string | null) => v && setDraft((d) => ({ ...d, rows_from: v as InputKind, rows_with: null }))}
          />
        </FormItem>
        <FormItem label="Only rows where this is filled" htmlFor={`${id}-with`} error={field('rows_with')}>
          <Select
            id={`${id}-with`}
            options={fieldOptions}
            value={draft.rows_with ?? null}
            clearable
            searchable
            onChange={(v: string | null) => set('rows_with', v)}
          />
        </FormItem>
        <FormItem label="Effective from" htmlFor={`${id}-from`} error={field('effective_from')} required>
          <DatePicker id={`${id}-from`} value={draft.effective_from || null} onChange={(v) => set('effective_from', v ?? '')} />
        </FormItem>
        <FormItem label="Effective to" htmlFor={`${id}-to`} error={field('effective_to')}>
          <DatePicker id={`${id}-to`} value={draft.effective_to ?? null} onChange={(v) => set('effective_to', v)} />
        </FormItem>
        <FormItem label="States" htmlFor={`${id}-states`} error={field('state_codes')} help="None: every state.">
          <Select
            id={`${id}-states`}
            multiple
            searchable
            loading={states.isFetching}
            options={(states.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
            value={draft.state_codes}
            onChange={(v: string[]) => set('state_codes', v)}
          />
        </FormItem>
        {input('instrument', 'Instrument')}
        {input('source_url', 'Source address', false)}
      </div>
      <FormItem label="Source" htmlFor={`${id}-source`} error={field('source')} required>
        <Textarea id={`${id}-source`} rows={3} value={draft.source} onChange={(e) => set('source', e.target.value)} />
      </FormItem>
      <FormItem
        label="Title block"
        htmlFor={`${id}-title`}
        error={field('title')}
        help={`One line per line; these are filled in: ${placeholders}.`}
      >
        <Textarea id={`${id}-title`} rows={6} value={draft.title} onChange={(e) => set('title', e.target.value)} />
      </FormItem>
      <ColumnsEditor columns={draft.columns} onChange={(columns) => set('columns', columns)} errors={errors} />
      <FormItem label="Notes" htmlFor={`${id}-notes`} error={field('notes')} help="Printed under the register, one per line.">
        <Textarea id={`${id}-notes`} rows={3} value={draft.notes} onChange={(e) => set('notes', e.target.value)} />
      </FormItem>
    </Drawer>
  )
}
