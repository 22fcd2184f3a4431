import { useId } from 'react'
import type { CustomFieldModule } from '@ihrc/contract'
import { Button } from '@/components/ui/Button'
import { Drawer } from '@/components/ui/Drawer'
import { CancelButton } from '@/components/ui/Overlay'
import type { Identified, ReadError } from '@/store/resource-slice'
import { ResourceForm } from './ResourceForm'
import type { FormValues, ResourceFormConfig } from './types'

interface Props<T extends Identified> {
  title: string
  form: ResourceFormConfig<T>
  record: T | null
  /** The list's filters: a new record starts in the group, state or district being viewed. */
  prefill: Record<string, string>
  onSubmit: (parsed: Record<string, unknown>, raw: FormValues) => Promise<ReadError | null>
  onClose: () => void
  /** The page's custom-field module, when the form config names none of its own. */
  customFields?: CustomFieldModule
}

/** Add or edit one record beside the list. */
export function FormDrawer<T extends Identified>({ title, form, record, prefill, onSubmit, onClose, customFields }: Props<T>) {
  const id = useId()
  return (
    <Drawer
      isOpen
      title={title}
      onClose={onClose}
      footer={
        <div className="flex justify-end gap-2">
          <CancelButton onClick={onClose} />
          <Button variant="solid" type="submit" form={id}>
            Save
          </Button>
        </div>
      }
    >
      <ResourceForm
        id={id}
        schema={form.schema}
        sections={form.sections}
        defaultValues={record ? form.fromRecord(record) : withPrefill(form.empty, prefill)}
        record={record}
        customFields={form.customFields ?? customFields}
        onSubmit={onSubmit}
      />
    </Drawer>
  )
}

function withPrefill(empty: FormValues, prefill: Record<string, string>): FormValues {
  const out = { ...empty }
  for (const [key, value] of Object.entries(prefill)) if (key in out && value) out[key] = value
  return out
}
