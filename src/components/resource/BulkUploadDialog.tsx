import { useState } from 'react'
import { GENERIC_ERROR, plural, type BulkResult, type Envelope } from '@ihrc/contract'
import { pathOf } from '@ihrc/contract/endpoints'
import { XLSX_MIME } from '@ihrc/contract/media-types'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { DialogActions } from '@/components/ui/DialogActions'
import { Progress } from '@/components/ui/Progress'
import { toast } from '@/components/ui/toast'
import { Upload } from '@/components/ui/Upload'
import { http } from '@/services/http'
import { readError } from '@/store/resource-slice'
import { downloadSpreadsheet } from './download'
import type { BulkConfig } from './types'

const XLSX = `.xlsx,${XLSX_MIME}`

interface Props {
  noun: string
  bulk: BulkConfig
  onClose: () => void
  onUploaded: (created: number) => void
}

/** The area's template (a setup's offers only the company the list is filtered to). */
export const downloadTemplate = (bulk: BulkConfig) => downloadSpreadsheet(pathOf(bulk.template), bulk.templateName, bulk.templateParams)

/**
 * Bulk upload from the area's template (API.md "Bulk uploads"): all or nothing, so a
 * rejected file lists every bad row ("Row N, column X: reason") and nothing is written.
 */
export function BulkUploadDialog({ noun, bulk, onClose, onUploaded }: Props) {
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<number | null>(null)
  const [problems, setProblems] = useState<string[]>([])

  const upload = async () => {
    if (!file) return
    setBusy(true)
    setSent(0)
    setProblems([])
    const body = new FormData()
    body.append('file', file)
    try {
      // The row errors are listed here, so no toast repeats them.
      const res = await http.post<Envelope<BulkResult>>(pathOf(bulk.upload), body, {
        skipErrorToast: true,
        onUploadProgress: (e) => setSent(e.total ? (e.loaded / e.total) * 100 : 0),
      })
      const created = res.data.data.created
      toast.push({ type: 'success', title: 'Upload complete', content: `${created} ${created === 1 ? noun : plural(noun)} saved` })
      onUploaded(created)
    } catch (error) {
      const read = readError(error, bulk.failedMessage ?? GENERIC_ERROR)
      setProblems(read.lines ?? [read.message])
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
      footer={<DialogActions label="Upload" busy={busy} disabled={!file} onConfirm={() => void upload()} onCancel={onClose} />}
    >
      <ol className="mb-4 list-decimal space-y-1 ps-5 text-sm">
        <li>
          Download the template and fill one {noun} per row.{' '}
          <Button size="xs" variant="plain" onClick={() => downloadTemplate(bulk).catch(() => undefined)}>
            Download template
          </Button>
        </li>
        <li>Choose the filled file (.xlsx) and upload it. If any row has a problem, nothing is saved and every problem is listed.</li>
      </ol>
      <Upload accept={XLSX} uploadLimit={1} fileList={file ? [file] : []} onChange={(files: File[]) => setFile(files[0] ?? null)} />
      {/* The file is sent, then checked row by row: the bar covers the sending. */}
      {sent !== null && <Progress percent={sent} label={`Uploading ${file?.name ?? 'the file'}`} />}
      {problems.length > 0 && (
        <Alert type="danger" title="Nothing was uploaded" className="mt-4">
          <ul aria-label="Upload problems" className="max-h-60 list-disc overflow-auto ps-5">
            {problems.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Dialog>
  )
}
