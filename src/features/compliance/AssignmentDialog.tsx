import { useId, useState } from 'react'
import { ASSIGNEE_GRANT, type AssigneeField } from '@ihrc/contract/compliance-assignments'
import { DEFAULT_REMINDER_DAYS } from '@ihrc/contract/compliance'
import { describePermissions, permission } from '@ihrc/contract/permissions'
import { useBranchOptions, useCompanyOptions } from '@/components/options/company-options'
import { Alert } from '@/components/ui/Alert'
import { Dialog } from '@/components/ui/Dialog'
import { DialogActions } from '@/components/ui/DialogActions'
import { FormItem } from '@/components/ui/FormItem'
import { Input } from '@/components/ui/Input'
import { UnsavedChanges } from '@/components/ui/Overlay'
import { Select } from '@/components/ui/Select'
import { useAssigneeOptions } from './assignees-api'
import type { FieldErrors } from './issues'

/** What the dialog asks for; a field left out of `fields` is not shown. */
export interface AssignmentValues {
  branch_ids: string[]
  owner_id: string
  approver_id: string
  reminder_days_before: string
}
type Field = keyof AssignmentValues

/**
 * The one dialog of who owns and approves items: Assign (Recommended and Custom
 * Checklist), Set owner and approver and Set reminder (Assigned Checklist). `submit`
 * answers the field errors to show, or null when done.
 */
export function AssignmentDialog({
  title,
  subject,
  branchIds,
  fields,
  confirmLabel,
  submit,
  onClose,
}: {
  title: string
  /** What is being assigned ("3 items"). */
  subject: string
  /** The branches the people must be able to act on, when the dialog does not ask for them. */
  branchIds?: readonly (string | number)[]
  fields: Field[]
  confirmLabel: string
  submit: (values: AssignmentValues) => Promise<FieldErrors | null>
  onClose: () => void
}) {
  const id = useId()
  const [values, setValues] = useState<AssignmentValues>({
    branch_ids: [],
    owner_id: '',
    approver_id: '',
    reminder_days_before: String(DEFAULT_REMINDER_DAYS),
  })
  const [company, setCompany] = useState<string | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const branches = useBranchOptions({ company_id: company })
  const set = (patch: Partial<AssignmentValues>) => setValues((v) => ({ ...v, ...patch }))
  const shows = (f: Field) => fields.includes(f)

  const onSubmit = async () => {
    setBusy(true)
    const found = await submit(values)
    setBusy(false)
    if (found) setErrors(found)
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={title}
      footer={<DialogActions label={confirmLabel} busy={busy} onConfirm={() => void onSubmit()} onCancel={onClose} />}
    >
      <UnsavedChanges when={Boolean(company || values.branch_ids.length || values.owner_id || values.approver_id)} />
      <p className="mb-4">{subject}</p>
      {errors.form && (
        <Alert type="danger" className="mb-4">
          {errors.form}
        </Alert>
      )}
      {shows('branch_ids') && (
        <>
          <BranchCompany value={company} onChange={setCompany} id={`${id}-company`} />
          <FormItem label="Branches" htmlFor={`${id}-branches`} required error={errors.branch_ids}>
            <Select
              id={`${id}-branches`}
              aria-label="Branches"
              multiple
              searchable
              options={branches.options}
              loading={branches.loading}
              value={values.branch_ids}
              onChange={(branch_ids: string[]) => set({ branch_ids })}
            />
          </FormItem>
        </>
      )}
      {(['owner_id', 'approver_id'] as const).filter(shows).map((f) => (
        <PersonField
          key={f}
          field={f}
          id={`${id}-${f}`}
          branchIds={branchIds ?? values.branch_ids}
          value={values[f]}
          error={errors[f]}
          onChange={(v) => set({ [f]: v })}
        />
      ))}
      {shows('reminder_days_before') && (
        <FormItem label="Reminder days before due" htmlFor={`${id}-reminder`} error={errors.reminder_days_before}>
          <Input
            id={`${id}-reminder`}
            type="number"
            min={0}
            max={90}
            value={values.reminder_days_before}
            onChange={(e) => set({ reminder_days_before: e.target.value })}
          />
        </FormItem>
      )}
    </Dialog>
  )
}

/**
 * Owner or approver: only people who can act on the branches are offered (the server
 * refuses anyone else), and the help says what someone missing needs.
 */
function PersonField({
  field,
  id,
  branchIds,
  value,
  error,
  onChange,
}: {
  field: AssigneeField
  id: string
  branchIds: readonly (string | number)[]
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  const people = useAssigneeOptions(field, branchIds)
  const { label, menu, action } = ASSIGNEE_GRANT[field]
  const [grant] = describePermissions([permission(menu, action)])
  return (
    <FormItem
      label={label}
      htmlFor={id}
      required
      error={error}
      help={`Only people with ${grant} and access to ${branchIds.length === 1 ? 'this branch' : 'these branches'} are listed. Someone missing? Give them the permission (Designation or User Access Permission) and the branch (User Setup).`}
    >
      <Select
        id={id}
        aria-label={label}
        searchable
        options={people.options}
        loading={people.loading}
        value={value || null}
        onChange={(v: string | null) => onChange(v ?? '')}
      />
    </FormItem>
  )
}

function BranchCompany({ id, value, onChange }: { id: string; value: string | null; onChange: (v: string | null) => void }) {
  const { options, loading } = useCompanyOptions()
  return (
    <FormItem label="Company" htmlFor={id}>
      <Select id={id} aria-label="Company" searchable clearable options={options} loading={loading} value={value} onChange={onChange} />
    </FormItem>
  )
}
