import type { AppDispatch } from '@/store/app-store'
import { toast } from '@/components/ui/toast'
import type { Identified, ReadError } from '@/store/resource-slice'
import { uploadPendingDocuments } from './documents'
import type { FormValues, ResourcePageConfig } from './types'

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Saves the form drawer's record (a new one, or `editing`): the area's body, the slice's
 * write, the documents chosen while adding, the toast. `close` runs once the record is
 * saved; a refusal comes back for the form to show and nothing closes.
 */
export async function saveRecord<T extends Identified>(
  dispatch: AppDispatch,
  config: ResourcePageConfig<T>,
  editing: T | 'new',
  parsed: Record<string, unknown>,
  raw: FormValues,
  close: () => void,
): Promise<ReadError | null> {
  const { resource, form } = config
  const added = editing === 'new'
  const body = form?.toBody ? form.toBody(parsed, raw, added ? 'create' : 'update') : parsed
  const result = added
    ? await dispatch(resource.thunks.create({ body, inline: true }))
    : await dispatch(resource.thunks.update({ id: editing.id, body, inline: true }))
  if ('error' in result) return (result.payload as ReadError | undefined) ?? { message: result.error.message ?? '' }
  const saved = result.payload as T
  close()
  // Documents chosen while adding go up now that the record has an id (an edit sends them at once).
  const unsent = form ? await dispatch(uploadPendingDocuments(form.sections, saved.id, raw)) : null
  if (unsent) toast.push({ type: 'danger', title: 'Document not uploaded', content: unsent.message })
  const told =
    added && config.createdToast
      ? config.createdToast(saved)
      : { title: `${capitalise(config.noun)} saved`, content: config.recordName(saved) }
  toast.push({ type: 'success', ...told })
  return null
}
