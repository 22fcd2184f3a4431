import { useState } from 'react'
import type { ComplianceItem } from '@ihrc/contract'
import { useAppDispatch } from '@/store/hooks'
import { toast } from '@/components/ui/toast'
import { AssignmentDialog, type AssignmentValues } from './AssignmentDialog'
import { assign } from './calls'

/**
 * Select items → "Assign" → owner, approver and reminder days → `POST compliance`, the
 * same on Recommended Checklist (its branch fixed by the filter) and Custom Checklist
 * (branches chosen in the dialog). Returns the selection action and the dialog.
 */
export function useAssignFlow(branchId: string | null) {
  const dispatch = useAppDispatch()
  const [items, setItems] = useState<ComplianceItem[] | null>(null)
  const [reloadKey, setReloadKey] = useState(0)

  const submit = async (values: AssignmentValues) => {
    if (!items) return null
    const answer = await dispatch(
      assign(
        items.map((i) => i.id),
        branchId ? { ...values, branch_ids: [branchId] } : values,
      ),
    )
    if ('errors' in answer) return answer.errors
    setItems(null)
    setReloadKey((k) => k + 1)
    const { created, skipped } = answer.result
    toast.push({
      type: 'success',
      title: 'Assigned',
      content: `${created.length} assigned${skipped ? `, ${skipped} were assigned already` : ''}`,
    })
    return null
  }

  const dialog = items && (
    <AssignmentDialog
      title="Assign"
      subject={items.length === 1 ? items[0]!.header : `${items.length} items`}
      branchIds={branchId ? [branchId] : undefined}
      fields={
        branchId ? ['owner_id', 'approver_id', 'reminder_days_before'] : ['branch_ids', 'owner_id', 'approver_id', 'reminder_days_before']
      }
      confirmLabel="Assign"
      submit={submit}
      onClose={() => setItems(null)}
    />
  )
  return { action: { label: 'Assign', run: setItems }, dialog, reloadKey }
}
