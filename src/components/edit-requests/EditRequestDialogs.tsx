import { useState } from 'react'
import {
  CUSTOM_FIELD_MODULE,
  rejectBody,
  type CustomField,
  type CustomFieldModule,
  type CustomValues,
  type EditRequest,
} from '@ihrc/contract'
import { customValueText } from '@/components/custom-fields/custom-value-text'
import { useCustomFields } from '@/components/custom-fields/use-custom-fields'
import { Alert } from '@/components/ui/Alert'
import { Dialog } from '@/components/ui/Dialog'
import { DialogActions } from '@/components/ui/DialogActions'
import { FormItem } from '@/components/ui/FormItem'
import { UnsavedChanges } from '@/components/ui/Overlay'
import { fieldLabel, showValue } from '@/components/resource/field-values'
import { Textarea } from '@/components/ui/Textarea'
import { toast } from '@/components/ui/toast'
import { Spinner } from '@/components/ui/Spinner'
import type { HttpQueryError } from '@/services/api'
import { recordTypeLabel } from './record-type'
import { useApproveEditRequestMutation, useEditRequestDetailsQuery, useRejectEditRequestMutation } from './api'

const asObject = (v: unknown) => (v && typeof v === 'object' ? (v as CustomValues) : {})

/** Proposed changes as rows; custom values one per field, named and read as Global Settings defines them. */
function changeRows(
  proposed: Record<string, unknown>,
  current: Record<string, unknown> | null | undefined,
  defs: ReadonlyMap<string, CustomField>,
) {
  return Object.entries(proposed).flatMap(([field, value]) =>
    field === 'custom'
      ? Object.entries(asObject(value)).map(([key, v]) => {
          const def = defs.get(key)
          const now = asObject(current?.custom)
          return {
            key: `custom.${key}`,
            label: def?.name ?? fieldLabel(key),
            now: def ? customValueText(def, now) : now[key],
            proposed: def ? customValueText(def, asObject(value)) : v,
          }
        })
      : [{ key: field, label: fieldLabel(field), now: current?.[field], proposed: value }],
  )
}

/** One request in full: who, why, and each proposed change beside the value it replaces. */
export function EditRequestDetailsDialog({ request, onClose }: { request: EditRequest; onClose: () => void }) {
  const { data, isFetching, error } = useEditRequestDetailsQuery(request.id)
  const module = (CUSTOM_FIELD_MODULE.values as readonly string[]).includes(request.record_type)
    ? (request.record_type as CustomFieldModule)
    : undefined
  const defs = new Map(useCustomFields(module).map((d) => [d.key, d]))
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
      {isFetching && <Spinner label="Loading changes" />}
      {error && <Alert type="danger">{(error as HttpQueryError).messages.join('\n') || 'Could not load the request'}</Alert>}
      {data && (
        <table className="w-full text-sm" aria-label="Proposed changes">
          <thead>
            <tr className="text-left">
              <th className="py-1">Field</th>
              <th className="py-1">Now</th>
              <th className="py-1">Proposed</th>
            </tr>
          </thead>
          <tbody>
            {changeRows(data.proposed_changes, data.current, defs).map((row) => (
              <tr key={row.key} className="border-t">
                <td className="py-1">{row.label}</td>
                <td className="py-1">{showValue(row.now)}</td>
                <td className="py-1 font-semibold">{showValue(row.proposed)}</td>
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
  onClose,
}: {
  request: EditRequest
  decision: 'approve' | 'reject'
  onClose: () => void
}) {
  const [remark, setRemark] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const [approve, approving] = useApproveEditRequestMutation()
  const [reject, rejecting] = useRejectEditRequestMutation()
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
    const result =
      decision === 'approve'
        ? await approve({ id: request.id, remark: remark.trim() || undefined })
        : await reject({ id: request.id, remark: remark.trim() })
    if ('error' in result && result.error) {
      setServerError((result.error as HttpQueryError).messages.join('\n') || 'The decision was not saved')
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
      footer={
        <DialogActions label={verb} busy={approving.isLoading || rejecting.isLoading} onConfirm={() => void submit()} onCancel={onClose} />
      }
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
