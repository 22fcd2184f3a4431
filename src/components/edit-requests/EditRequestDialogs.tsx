import { useState } from 'react'
import { rejectBody, type EditRequest } from '@ihrc/contract/edit-requests'
import type { CustomValues } from '@ihrc/contract/custom-values'
import { useCustomFields } from '@/components/custom-fields/use-custom-fields'
import { ChangeValue, changeRows } from '@/components/resource/FieldValue'
import type { FormValues } from '@/components/resource/types'
import { Alert } from '@/components/ui/Alert'
import { Dialog } from '@/components/ui/Dialog'
import { DialogActions } from '@/components/ui/DialogActions'
import { FormItem } from '@/components/ui/FormItem'
import { UnsavedChanges } from '@/components/ui/Overlay'
import { Textarea } from '@/components/ui/Textarea'
import { toast } from '@/components/ui/toast'
import { Spinner } from '@/components/ui/Spinner'
import type { HttpQueryError } from '@/services/api'
import { readError } from '@/store/read-error'
import { recordTypeLabel } from './record-type'
import { useRecordForm } from './record-forms'
import { useEditRequestDetailsQuery } from './api'
import type { EditRequestQueue } from './queues'

const asObject = (v: unknown) => (v && typeof v === 'object' ? (v as CustomValues) : {})

/**
 * One request in full: who, why, and each proposed change beside the value it replaces,
 * read as the record's own form reads them (issue 19 item 13): its field labels ("CRN",
 * not "Crn"), a choice by its option, an id by its record's name, dates and amounts as
 * the app writes them, custom values one per field by their names.
 */
export function EditRequestDetailsDialog({ request, onClose }: { request: EditRequest; onClose: () => void }) {
  const { data, isFetching, error } = useEditRequestDetailsQuery(request.id)
  const form = useRecordForm(request.record_type)
  const defs = useCustomFields(form?.customFields)
  const current = (data?.current ?? {}) as FormValues
  const proposed = data?.proposed_changes ?? {}
  // The record as it would be: dependent choices (a district of the proposed state) are read against it.
  const after = { ...current, ...proposed, custom: { ...asObject(current.custom), ...asObject(proposed.custom) } } as unknown as FormValues
  const rows = changeRows(
    Object.entries(proposed).map(([field, value]) => ({ field, before: current[field], after: field === 'custom' ? after.custom : value })),
    form?.fields ?? [],
    defs,
  )
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={`Edit request: ${recordTypeLabel(request.record_type)} ${request.record_name ?? `#${request.record_id}`}`}
    >
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Requested by</dt>
        <dd>{request.requested_by.name}</dd>
        <dt className="font-semibold">Reason</dt>
        <dd>{request.reason}</dd>
        {request.remark && (
          <>
            <dt className="font-semibold">Remark</dt>
            <dd>{request.remark}</dd>
          </>
        )}
      </dl>
      {(isFetching || form === undefined) && <Spinner label="Loading changes" />}
      {error && <Alert type="danger">{(error as HttpQueryError).messages.join('\n') || 'Could not load the request'}</Alert>}
      {data && form !== undefined && (
        <table className="w-full text-sm" aria-label="Proposed changes">
          <thead>
            <tr className="text-left">
              <th className="py-1">Field</th>
              <th className="py-1">Now</th>
              <th className="py-1">Proposed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t">
                <td className="py-1">{row.label}</td>
                <td className="py-1">
                  <ChangeValue row={row} value={row.before} values={current} />
                </td>
                <td className="py-1 font-semibold">
                  <ChangeValue row={row} value={row.after} values={after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  )
}

/**
 * Approve (remark optional; the change is applied) or reject (remark required, the
 * contract's rule). Errors from the server stay in the dialog.
 */
export function DecisionDialog({
  request,
  decision,
  queue,
  onClose,
}: {
  request: EditRequest
  decision: 'approve' | 'reject'
  /** The queue the request is decided in (its route and approver). */
  queue: EditRequestQueue
  onClose: () => void
}) {
  const [remark, setRemark] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const { decide, busy } = queue.useDecide()
  const name = request.record_name ?? `#${request.record_id}`

  const submit = async () => {
    setFieldError(null)
    setServerError(null)
    if (decision === 'reject') {
      const checked = rejectBody.safeParse({ remark })
      if (!checked.success) {
        setFieldError(checked.error.issues[0]?.message ?? 'Remark is required')
        return
      }
    }
    try {
      await decide(request.id, decision === 'approve', remark.trim() || undefined)
    } catch (error) {
      setServerError(readError(error, 'The decision was not saved').message)
      return
    }
    toast.push(
      decision === 'approve'
        ? { type: 'success', title: 'Edit request approved', content: `The changes to ${name} were applied.` }
        : {
            type: 'success',
            title: 'Edit request rejected',
            content: `${name} stays as it is; ${request.requested_by.name} sees your remark.`,
          },
    )
    onClose()
  }

  const verb = decision === 'approve' ? 'Approve' : 'Reject'
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={`${verb} edit request for ${name}?`}
      footer={<DialogActions label={verb} busy={busy} onConfirm={() => void submit()} onCancel={onClose} />}
    >
      <UnsavedChanges when={remark.trim() !== ''} />
      <p className="mb-4 text-sm">
        {decision === 'approve'
          ? 'The proposed changes will be applied to the record.'
          : 'The record stays as it is; the requester sees your remark.'}
      </p>
      {serverError && (
        <Alert type="danger" className="mb-4">
          {serverError}
        </Alert>
      )}
      <FormItem label="Remark" htmlFor="decision-remark" required={decision === 'reject'} error={fieldError ?? undefined}>
        <Textarea id="decision-remark" value={remark} onChange={(e) => setRemark(e.target.value)} invalid={Boolean(fieldError)} />
      </FormItem>
    </Dialog>
  )
}
