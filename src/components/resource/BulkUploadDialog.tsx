import { useState } from 'react'
import { GENERIC_ERROR } from '@ihrc/contract/messages'
import { plural } from '@ihrc/contract/error-map'
import { pathOf } from '@ihrc/contract/endpoints'
import { XLSX_MIME } from '@ihrc/contract/media-types'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { DialogActions } from '@/components/ui/DialogActions'
import { Progress } from '@/components/ui/Progress'
import { toast } from '@/components/ui/toast'
import { Upload } from '@/components/ui/Upload'
import { write } from '@/services/write'
import { useAppDispatch } from '@/store/hooks'
import { readError } from '@/store/resource-slice'
import { downloadSpreadsheet } from './download'
import { FilterSelect } from './FilterSelect'
import { ProblemsAlert } from './ProblemsAlert'
import type { BulkConfig } from './types'

const XLSX = `.xlsx,${XLSX_MIME}`

/** A bulk upload answers how many records it created; an input register's, the upload with its rows. */
interface UploadAnswer {
  created?: number
  upload?: { rows: number }
}

interface Props {
  noun: string
  bulk: BulkConfig
  /** The list's filters: they fill the upload's fields of the same names. */
  prefill?: Record<string, string>
  onClose: () => void
  onUploaded: (created: number) => void
}

/** The area's template (a setup's offers only the company the list is filtered to). */
export const downloadTemplate = (bulk: BulkConfig) => downloadSpreadsheet(pathOf(bulk.template), bulk.templateName, bulk.templateParams)

/**
 * Bulk upload from the area's template (API.md "Bulk uploads"): all or nothing, so a
 * rejected file lists every bad row ("Row N, column X: reason") and nothing is written.
 * An upload with fields (an input register's branch and month) asks for them first; one
 * that would replace records says how many, as the server counted them, and goes ahead
 * only once confirmed.
 */
export function BulkUploadDialog({ noun, bulk, prefill = {}, onClose, onUploaded }: Props) {
  const dispatch = useAppDispatch()
  const fields = bulk.fields ?? []
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.key, prefill[f.key] ?? '']).filter(([, v]) => v)),
  )
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<number | null>(null)
  const [problems, setProblems] = useState<string[]>([])
  /** The server's words on what an upload would replace, waiting for the user's yes. */
  const [replacing, setReplacing] = useState<string | null>(null)
  const missing = fields.filter((f) => !values[f.key])

  const upload = async (replace = false) => {
    if (!file) return
    setBusy(true)
    setSent(0)
    setProblems([])
    setReplacing(null)
    const body = new FormData()
    for (const f of fields) body.append(f.key, values[f.key] ?? '')
    if (replace) body.append('replace', 'true')
    body.append('file', file)
    try {
      // The row errors are listed here, so no toast repeats them.
      const answer = await dispatch(write(bulk.upload)<UploadAnswer>({ body, inline: true, onProgress: setSent }))
      const created = answer.created ?? answer.upload?.rows ?? 0
      const what = bulk.rowNoun ?? noun
      toast.push({ type: 'success', title: 'Upload complete', content: `${created} ${created === 1 ? what : plural(what)} saved` })
      onUploaded(created)
    } catch (error) {
      const read = readError(error, bulk.failedMessage ?? GENERIC_ERROR)
      if (bulk.confirmReplace && read.status === 409) setReplacing(read.message)
      else setProblems(read.lines ?? [read.message])
    } finally {
      setBusy(false)
      setSent(null)
    }
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={`${bulk.labels?.upload ?? 'Bulk upload'} ${plural(noun)}`}
      footer={
        <DialogActions
          label="Upload"
          busy={busy && !replacing}
          disabled={!file || missing.length > 0 || replacing !== null}
          onConfirm={() => void upload()}
          onCancel={onClose}
        />
      }
    >
      <ol className="mb-4 list-decimal space-y-1 ps-5 text-sm">
        {fields.length > 0 && <li>Choose the {fields.map((f) => f.label.toLowerCase()).join(' and ')} the file is for.</li>}
        <li>
          Download the template and fill one {bulk.rowNoun ?? noun} per row.{' '}
          <Button size="xs" variant="plain" onClick={() => downloadTemplate(bulk).catch(() => undefined)}>
            Download template
          </Button>
        </li>
        <li>Choose the filled file (.xlsx) and upload it. If any row has a problem, nothing is saved and every problem is listed.</li>
      </ol>
      {fields.length > 0 && (
        <div className="mb-4 flex flex-wrap gap-3" role="group" aria-label="Upload for">
          {fields.map((f) => (
            <FilterSelect
              key={f.key}
              filter={f}
              filters={values}
              onChange={(value) =>
                setValues((v) => {
                  const next: Record<string, string> = { ...v, [f.key]: value ?? '' }
                  for (const k of f.clears ?? []) delete next[k]
                  return next
                })
              }
            />
          ))}
        </div>
      )}
      <Upload accept={XLSX} uploadLimit={1} fileList={file ? [file] : []} onChange={(files: File[]) => setFile(files[0] ?? null)} />
      {/* The file is sent, then checked row by row: the bar covers the sending. */}
      {sent !== null && <Progress percent={sent} label={`Uploading ${file?.name ?? 'the file'}`} />}
      {replacing && (
        <Alert type="warning" title="Replace the month's rows?" className="mt-4">
          <p>{replacing}</p>
          <p className="mt-1">The upload it replaces stays in the audit trail.</p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" variant="solid" loading={busy} onClick={() => void upload(true)}>
              Replace
            </Button>
            <Button size="sm" onClick={() => setReplacing(null)}>
              Keep the current rows
            </Button>
          </div>
        </Alert>
      )}
      <ProblemsAlert title="Nothing was uploaded" label="Upload problems" problems={problems} />
    </Dialog>
  )
}
