import { useId, useState } from 'react'
import { editRequestBody, type EditRecordType } from '@ihrc/contract/edit-requests'
import type { CustomFieldModule } from '@ihrc/contract/settings'
import type { CustomValues } from '@ihrc/contract/custom-values'
import { ResourceForm, withNumbers } from '@/components/resource/ResourceForm'
import type { FormSection, ResourceFormConfig } from '@/components/resource/types'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Drawer } from '@/components/ui/Drawer'
import { CancelButton } from '@/components/ui/Overlay'
import { FormItem } from '@/components/ui/FormItem'
import { Spinner } from '@/components/ui/Spinner'
import { Textarea } from '@/components/ui/Textarea'
import { toast } from '@/components/ui/toast'
import type { HttpQueryError } from '@/services/api'
import { readError, type Identified, type ReadError } from '@/store/resource-slice'
import { useWrite } from '@/store/use-write'
import { requestEdit, useCanEditQuery } from './api'

interface Props<T extends Identified> {
  recordType: EditRecordType
  record: T
  /** "Request edit of <record>": chosen by the page, which shows it while this drawer loads. */
  title: string
  /** How the record is named to the user ("Acme Industries"). */
  name: string
  /** The resource's own form: the proposed changes are written in it. */
  form: ResourceFormConfig<T>
  /** The record's custom-field module: its values are proposed like its own fields. */
  customFields?: CustomFieldModule
  onClose: () => void
  /** The request was sent: the page's list shows the record's "Edit requested". */
  onSent?: () => void
}

/** What an edit request may propose: the record's own fields (documents have their own rules). */
const proposable = (sections: FormSection[]) => sections.map((s) => ({ ...s, fields: s.fields.filter((f) => f.kind !== 'documents') }))

/** Only what differs from the record as it is now is proposed; custom values field by field. */
function changedFields(
  form: ResourceFormConfig<Identified>,
  record: Identified & { custom?: CustomValues },
  parsed: Record<string, unknown>,
) {
  const before = form.schema.safeParse(withNumbers(form.sections, form.fromRecord(record)))
  const now = (before.success ? before.data : {}) as Record<string, unknown>
  const { custom, ...own } = parsed
  const changed = Object.fromEntries(Object.entries(own).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(now[field])))
  const customChanges = changedCustom(record.custom ?? {}, (custom ?? {}) as Record<string, unknown>)
  return Object.keys(customChanges).length ? { ...changed, custom: customChanges } : changed
}

/** A control holds text: '7' is the stored 7, and an emptied control proposes no value (null). */
function changedCustom(stored: CustomValues, proposed: Record<string, unknown>): CustomValues {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim())
  return Object.fromEntries(
    Object.entries(proposed)
      .filter(([key, value]) => text(value) !== text(stored[key]))
      .map(([key, value]) => [key, text(value) === '' ? null : text(value)]),
  )
}

/**
 * The requester's side of an edit request (API.md "Edit requests"): someone who may see
 * a record but not edit it proposes changes with a reason; Edit Permission decides.
 */
export function RequestEditDrawer<T extends Identified>({
  recordType,
  record,
  title,
  name,
  form,
  customFields,
  onClose,
  onSent,
}: Props<T>) {
  const formId = useId()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const check = useCanEditQuery({ recordType, id: record.id }, { refetchOnMountOrArgChange: true })
  const [send, sending] = useWrite(requestEdit)
  const open = check.data && !check.data.can_edit && check.data.pending_request_id === null

  const submit = async (parsed: Record<string, unknown>): Promise<ReadError | null> => {
    // The contract's own rules: a reason, and at least one change.
    const body = editRequestBody.safeParse({
      reason,
      proposed_changes: changedFields(form as ResourceFormConfig<Identified>, record, parsed),
    })
    if (!body.success) {
      const issueOf = (field: string) => body.error.issues.find((i) => i.path[0] === field)?.message ?? null
      setReasonError(issueOf('reason'))
      const noChange = issueOf('proposed_changes')
      return noChange ? { message: noChange } : null
    }
    setReasonError(null)
    try {
      await send({ record_type: recordType, record_id: record.id, ...body.data })
    } catch (error) {
      return readError(error, 'The edit request was not sent')
    }
    toast.push({ type: 'success', title: 'Edit request sent', content: `An administrator will review your changes to ${name}.` })
    onSent?.()
    onClose()
    return null
  }

  return (
    <Drawer
      isOpen
      title={title}
      onClose={onClose}
      footer={
        <div className="flex justify-end gap-2">
          <CancelButton onClick={onClose} />
          {open && (
            <Button variant="solid" type="submit" form={formId} loading={sending}>
              Send request
            </Button>
          )}
        </div>
      }
    >
      {check.isFetching && <Spinner label="Checking whether you may edit it" />}
      {check.error && <Alert type="danger">{(check.error as HttpQueryError).messages.join('\n')}</Alert>}
      {check.data?.can_edit && <Alert type="info">You may edit this record yourself: close this and use Edit.</Alert>}
      {check.data && check.data.pending_request_id !== null && (
        <Alert type="info">A request to edit {name} is already waiting for a decision on Edit Permission.</Alert>
      )}
      {open && (
        <ResourceForm
          id={formId}
          schema={form.schema}
          sections={proposable(form.sections)}
          defaultValues={form.fromRecord(record)}
          record={record}
          customFields={customFields}
          onSubmit={submit}
          changedOutside={reason.trim() !== ''}
        >
          <FormItem label="Reason" htmlFor={`${formId}-reason`} required error={reasonError ?? undefined}>
            <Textarea
              id={`${formId}-reason`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              invalid={Boolean(reasonError)}
              placeholder="Why the record should change"
            />
          </FormItem>
        </ResourceForm>
      )}
    </Drawer>
  )
}
