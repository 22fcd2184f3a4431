import { useState } from 'react'
import { REPLY_DOCUMENTS_REQUIRED, replyBody, type Notice } from '@ihrc/contract/notices'
import { isNoticeClosed } from '@ihrc/contract/notice-facts'
import { businessToday } from '@ihrc/contract/business-day'
import { Alert } from '@/components/ui/Alert'
import { Checkbox } from '@/components/ui/Checkbox'
import { DatePicker } from '@/components/ui/DatePicker'
import { Dialog } from '@/components/ui/Dialog'
import { DialogActions } from '@/components/ui/DialogActions'
import { FormItem } from '@/components/ui/FormItem'
import { Textarea } from '@/components/ui/Textarea'
import { Upload } from '@/components/ui/Upload'
import { toast } from '@/components/ui/toast'
import { replyToNotice } from '@/services/notice-api'
import { readError } from '@/store/read-error'
import { useWrite } from '@/store/use-write'

export const LATE_REPLY_HINT = 'This notice is closed; a reply recorded now keeps it closed.'

/**
 * The reply to a notice: date sent (not in the future), text, one or more documents; it closes the notice unless kept
 * open. On a closed notice it records a reply after the fact (the server keeps it closed), so keeping open is not offered.
 */
export function ReplyDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const late = isNoticeClosed(notice.status)
  const [sentOn, setSentOn] = useState<string | null>(businessToday())
  const [text, setText] = useState('')
  const [keepOpen, setKeepOpen] = useState(false)
  const [files, setFiles] = useState<File[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [reply, busy] = useWrite(replyToNotice)

  const submit = async () => {
    setServerError(null)
    const checked = replyBody.safeParse({ sent_on: sentOn ?? '', text, keep_open: keepOpen })
    const found: Record<string, string> = {}
    if (!checked.success) for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message
    if (!files.length) found.file = REPLY_DOCUMENTS_REQUIRED
    setErrors(found)
    if (!checked.success || !files.length) return
    const body = new FormData()
    body.append('sent_on', checked.data.sent_on)
    body.append('text', checked.data.text)
    body.append('keep_open', String(checked.data.keep_open))
    for (const f of files) body.append('file', f)
    try {
      await reply(notice.id, body)
    } catch (error) {
      setServerError(readError(error, 'The reply was not saved').message)
      return
    }
    toast.push({
      type: 'success',
      title: 'Reply recorded',
      content: late
        ? `${notice.reference_number} stays closed.`
        : keepOpen
          ? `${notice.reference_number} stays open.`
          : `${notice.reference_number} is closed.`,
    })
    onClose()
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={`${late ? 'Record a late reply' : 'Reply'} to ${notice.reference_number}`}
      footer={<DialogActions label="Save reply" busy={busy} onConfirm={() => void submit()} onCancel={onClose} />}
    >
      {late && <p className="mb-4 text-sm">{LATE_REPLY_HINT}</p>}
      {serverError && (
        <Alert type="danger" className="mb-4">
          {serverError}
        </Alert>
      )}
      <FormItem label="Sent on" htmlFor="reply-sent-on" required error={errors.sent_on}>
        <DatePicker id="reply-sent-on" value={sentOn} max={businessToday()} onChange={setSentOn} invalid={Boolean(errors.sent_on)} />
      </FormItem>
      <FormItem label="Reply" htmlFor="reply-text" required error={errors.text}>
        <Textarea id="reply-text" value={text} onChange={(e) => setText(e.target.value)} invalid={Boolean(errors.text)} />
      </FormItem>
      <FormItem label="Documents" htmlFor="reply-documents" required error={errors.file}>
        <Upload id="reply-documents" multiple fileList={files} onChange={setFiles} />
      </FormItem>
      {!late && <Checkbox id="reply-keep-open" checked={keepOpen} onChange={setKeepOpen} label="Keep the notice open (an interim reply)" />}
    </Dialog>
  )
}
