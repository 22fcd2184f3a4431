import { useState } from 'react'
import { NOTICE_COPY_REQUIRED, followUpBody, type Notice } from '@ihrc/contract/notices'
import { businessToday } from '@ihrc/contract/business-day'
import { Alert } from '@/components/ui/Alert'
import { DatePicker } from '@/components/ui/DatePicker'
import { Dialog } from '@/components/ui/Dialog'
import { DialogActions } from '@/components/ui/DialogActions'
import { FormItem } from '@/components/ui/FormItem'
import { Input } from '@/components/ui/Input'
import { Upload } from '@/components/ui/Upload'
import { toast } from '@/components/ui/toast'
import { followUpNotice } from '@/services/notice-api'
import { readError } from '@/store/read-error'
import { useWrite } from '@/store/use-write'

type Fields = Record<'notice_type' | 'reference_number' | 'hearing_place', string> &
  Record<'notice_date' | 'reply_due_date' | 'hearing_date', string | null>

/**
 * A follow-up: a new notice under this one (a summons for a hearing, a reminder). Its
 * company, place, act and criticality are the parent's; the rest and its copy are its own.
 */
export function FollowUpDialog({ parent, onClose }: { parent: Notice; onClose: () => void }) {
  const [values, setValues] = useState<Fields>({
    notice_type: '',
    reference_number: '',
    hearing_place: '',
    notice_date: businessToday(),
    reply_due_date: null,
    hearing_date: null,
  })
  const [files, setFiles] = useState<File[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [followUp, busy] = useWrite(followUpNotice)
  const set = (name: keyof Fields) => (value: string | null) => setValues((v) => ({ ...v, [name]: value }))

  const submit = async () => {
    setServerError(null)
    const checked = followUpBody.safeParse({ ...values, notice_date: values.notice_date ?? '' })
    const found: Record<string, string> = {}
    if (!checked.success) for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message
    if (!files.length) found.file = NOTICE_COPY_REQUIRED
    setErrors(found)
    if (!checked.success || !files.length) return
    const body = new FormData()
    for (const [key, value] of Object.entries(checked.data))
      if (value !== null && value !== undefined && key !== 'custom') body.append(key, String(value))
    body.append('file', files[0]!)
    try {
      await followUp(parent.id, body)
    } catch (error) {
      setServerError(readError(error, 'The follow-up was not saved').message)
      return
    }
    toast.push({ type: 'success', title: 'Follow-up added', content: `${values.reference_number} follows ${parent.reference_number}.` })
    onClose()
  }

  const text = (name: 'notice_type' | 'reference_number' | 'hearing_place', label: string, required = false) => (
    <FormItem label={label} htmlFor={`follow-up-${name}`} required={required} error={errors[name]}>
      <Input id={`follow-up-${name}`} value={values[name]} onChange={(e) => set(name)(e.target.value)} invalid={Boolean(errors[name])} />
    </FormItem>
  )
  const date = (name: 'notice_date' | 'reply_due_date' | 'hearing_date', label: string, required = false) => (
    <FormItem label={label} htmlFor={`follow-up-${name}`} required={required} error={errors[name]}>
      <DatePicker id={`follow-up-${name}`} value={values[name]} onChange={set(name)} invalid={Boolean(errors[name])} />
    </FormItem>
  )
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={`Follow-up to ${parent.reference_number}`}
      footer={<DialogActions label="Save follow-up" busy={busy} onConfirm={() => void submit()} onCancel={onClose} />}
    >
      <p className="mb-4 text-sm">
        Company, place, act and criticality are those of {parent.reference_number}: {parent.company_name}
        {parent.act ? `, ${parent.act}` : ''}, {parent.criticality}.
      </p>
      {serverError && (
        <Alert type="danger" className="mb-4">
          {serverError}
        </Alert>
      )}
      {text('notice_type', 'Notice type', true)}
      {text('reference_number', 'Reference number', true)}
      {date('notice_date', 'Notice date', true)}
      {date('reply_due_date', 'Reply due date')}
      {date('hearing_date', 'Next hearing date')}
      {text('hearing_place', 'Hearing place')}
      <FormItem label="Notice copy" htmlFor="follow-up-copy" required error={errors.file}>
        <Upload id="follow-up-copy" uploadLimit={1} fileList={files} onChange={setFiles} />
      </FormItem>
    </Dialog>
  )
}
