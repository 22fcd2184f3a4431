import { useState } from 'react'
import { businessToday } from '@ihrc/contract/business-day'
import { frequencyLabel } from '@ihrc/contract/frequency'
import { updateAssignmentsBody, type Assignment, type UpdateAssignmentsInput } from '@ihrc/contract/compliance-assignments'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { ConfirmDialog } from '@/components/resource/ConfirmDialog'
import { ResourcePage } from '@/components/resource/ResourcePage'
import { DueDateRule } from '@/components/statutory/DueDateRule'
import { Tag } from '@/components/ui/Tag'
import type { FilterConfig, ResourcePageConfig } from '@/components/resource/types'
import { useCan } from '@/components/resource/use-can'
import { toast } from '@/components/ui/toast'
import { AssignmentDialog, type AssignmentValues } from '../AssignmentDialog'
import { CUT, CriticalityTag, branchFilter, companyFilter, frequencyFilter, groupFilter, ownerFilter } from '../compliance-config'
import { checkBody, type FieldErrors } from '../issues'
import { assignments, resetUpdate, updateAssignments } from '../slices'

const actFilter: FilterConfig = { key: 'act', label: 'Act', kind: 'text' }
const person = (name: string | null | undefined) => name || 'Not assigned'

const config: ResourcePageConfig<Assignment> = {
  title: 'Assigned Checklist',
  noun: 'assignment',
  menu: 'audit.assigned_checklist',
  resource: assignments,
  // What, where, and who owns and approves it lead, in view at 1366 px: an admin scans this list for "Not assigned".
  columns: [
    { key: 'code', header: 'Code', sortable: true, maxWidth: CUT.code },
    { key: 'header', header: 'Header', maxWidth: CUT.header },
    { key: 'branch_name', header: 'Branch', sortable: true, maxWidth: CUT.branch, cell: (r) => `${r.branch_name} (${r.company_name})` },
    { key: 'owner_name', header: 'Owner', maxWidth: CUT.person, cell: (r) => person(r.owner_name) },
    { key: 'approver_name', header: 'Approver', maxWidth: CUT.person, cell: (r) => person(r.approver_name) },
    { key: 'next_due_date', header: 'Next due date', sortable: true, cell: nextDueCell },
    { key: 'criticality', header: 'Criticality', cell: (r) => <CriticalityTag value={r.criticality} /> },
    { key: 'frequency', header: 'Frequency', cell: (r) => frequencyLabel(r.frequency) },
    { key: 'act', header: 'Act', sortable: true, maxWidth: CUT.act },
    { key: 'reminder_days_before', header: 'Reminder (days)' },
  ],
  recordName: (r) => `${r.code} at ${r.branch_name}`,
  filters: [groupFilter, companyFilter, branchFilter, actFilter, ownerFilter, frequencyFilter],
  searchPlaceholder: 'Search code or header',
  emptyHint: 'Assign items from Recommended Checklist or Custom Checklist; they are listed here.',
  rowLinks: (r) => [{ label: 'View', to: `/compliance-details/${r.compliance_id}` }],
  baseQuery: { active: 'true' },
}

type Change = { rows: Assignment[]; fields: ('owner_id' | 'approver_id' | 'reminder_days_before')[]; title: string }

/** Assignments per branch: who owns and approves each, its next due date; reassign, set reminders, remove. */
export default function AssignedChecklistPage() {
  const dispatch = useAppDispatch()
  const update = useAppSelector((s) => assignments.select(s).update)
  const allowed = useCan('audit.assigned_checklist')
  const [change, setChange] = useState<Change | null>(null)
  const [removing, setRemoving] = useState<Assignment[] | null>(null)
  const [reloadKey, setReloadKey] = useState(0)

  const send = async (rows: Assignment[], patch: Omit<UpdateAssignmentsInput, 'assignment_ids'>): Promise<FieldErrors | null> => {
    const checked = checkBody(updateAssignmentsBody, { ...patch, assignment_ids: rows.map((r) => r.id) })
    if ('errors' in checked) return checked.errors
    const result = await dispatch(updateAssignments(checked.data))
    if (updateAssignments.rejected.match(result)) return { form: result.payload?.message ?? '' }
    dispatch(resetUpdate())
    setReloadKey((k) => k + 1)
    toast.push({ type: 'success', title: 'Assignments updated', content: `${result.payload.updated} updated` })
    return null
  }

  const submitChange = async (values: AssignmentValues) => {
    if (!change) return null
    const patch: Omit<UpdateAssignmentsInput, 'assignment_ids'> = {}
    if (change.fields.includes('owner_id') && values.owner_id) patch.owner_id = Number(values.owner_id)
    if (change.fields.includes('approver_id') && values.approver_id) patch.approver_id = Number(values.approver_id)
    if (change.fields.includes('reminder_days_before')) patch.reminder_days_before = values.reminder_days_before
    const errors = await send(change.rows, patch)
    if (!errors) setChange(null)
    return errors
  }

  const people = (rows: Assignment[]): Change => ({ rows, fields: ['owner_id', 'approver_id'], title: 'Set owner and approver' })
  return (
    <>
      <ResourcePage
        {...config}
        reloadKey={reloadKey}
        rowActions={
          allowed.edit
            ? (r) => [
                { label: 'Set owner and approver', onSelect: () => setChange(people([r])) },
                {
                  label: 'Set reminder',
                  onSelect: () => setChange({ rows: [r], fields: ['reminder_days_before'], title: 'Set reminder' }),
                },
                { label: 'Remove', onSelect: () => setRemoving([r]) },
              ]
            : undefined
        }
        selectionActions={
          allowed.edit
            ? [
                { label: 'Set owner and approver', run: (rows) => setChange(people(rows)) },
                { label: 'Remove', run: setRemoving },
              ]
            : undefined
        }
      />
      {change && (
        <AssignmentDialog
          title={change.title}
          subject={change.rows.length === 1 ? config.recordName(change.rows[0]!) : `${change.rows.length} assignments`}
          branchIds={change.rows.map((r) => r.branch_id)}
          fields={change.fields}
          confirmLabel="Save"
          submit={submitChange}
          onClose={() => {
            dispatch(resetUpdate())
            setChange(null)
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={removing.length === 1 ? 'Remove assignment?' : `Remove ${removing.length} assignments?`}
          confirmLabel="Remove"
          busy={update.loading}
          onConfirm={() =>
            void send(removing, { active: false }).then((errors) => {
              setRemoving(null)
              if (errors) toast.push({ type: 'danger', title: 'Error', content: Object.values(errors)[0] })
            })
          }
          onCancel={() => setRemoving(null)}
        >
          <p>No more due items are made for {removing.length === 1 ? config.recordName(removing[0]!) : 'them'}. Items already due stay.</p>
        </ConfirmDialog>
      )}
    </>
  )
}

/** The next due date, or why a statutory item has none ("Due rule not confirmed for this state"), with the rule behind it. */
function nextDueCell(r: Assignment) {
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      {r.next_due_date ?? (r.due_note ? <Tag tone="amber">{r.due_note}</Tag> : '—')}
      <DueDateRule
        scheme={r.statutory_scheme}
        stateId={r.state_id}
        on={`${businessToday().slice(0, 7)}-01`}
        complianceId={r.compliance_id}
      />
    </span>
  )
}
