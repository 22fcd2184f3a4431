import { useId, useState } from 'react'
import { GENERIC_ERROR, UPLOAD_FAILED } from '@ihrc/contract/messages'
import type { FileRef } from '@ihrc/contract/record-shapes'
import { pathOf } from '@ihrc/contract/endpoints'
import { Button } from '@/components/ui/Button'
import { Progress } from '@/components/ui/Progress'
import { cx } from '@/components/ui/cx'
import { sizeInKb } from '@/components/ui/upload-rules'
import { write } from '@/services/write'
import { useAppDispatch } from '@/store/hooks'
import { readError } from '@/store/resource-slice'
import { ConfirmDialog } from './ConfirmDialog'
import { downloadFile } from './download'
import { DOCUMENT_TYPES, uploadDocument } from './documents'
import type { DocumentKind, DocumentsConfig, FormValues, PendingDocuments } from './types'

interface Props {
  label: string
  config: DocumentsConfig
  /** The saved record; null while adding (files are then kept and sent after the save). */
  record: { id: number } | null
  values: FormValues
  pending: PendingDocuments
  onPendingChange: (pending: PendingDocuments) => void
}

type Present = Record<string, FileRef | null>

/**
 * Several named documents of one record (e.g. ECR, challan, receipt): each kind says
 * whether it is on file, and is uploaded, replaced, downloaded or removed on its own.
 * A failed upload leaves the file on record as it was and says why.
 */
export function DocumentsField({ label, config, record, values, pending, onPendingChange }: Props) {
  const dispatch = useAppDispatch()
  const [present, setPresent] = useState<Present>(() =>
    Object.fromEntries(config.kinds.map(({ kind }) => [kind, record ? config.present(record, kind) : null])),
  )
  const [progress, setProgress] = useState<Record<string, number>>({})
  const [failed, setFailed] = useState<Record<string, string>>({})
  const [removing, setRemoving] = useState<DocumentKind | null>(null)
  const [busyRemoving, setBusyRemoving] = useState(false)
  const kinds = config.kinds.filter((k) => !k.visible || k.visible(values))

  const tell = (kind: string, message: string | null) =>
    setFailed(({ [kind]: _old, ...rest }) => (message ? { ...rest, [kind]: message } : rest))

  const choose = async ({ kind, label: kindLabel }: DocumentKind, file: File) => {
    tell(kind, null)
    if (!record) {
      onPendingChange({ ...pending, [kind]: file })
      return
    }
    setProgress((p) => ({ ...p, [kind]: 0 }))
    try {
      const saved = await dispatch(
        uploadDocument(config.endpoints, record.id, kind, file, (percent) => setProgress((p) => ({ ...p, [kind]: percent }))),
      )
      // The record as the server now has it names the stored file; without one, the file sent is what is on file.
      const onFile = saved && typeof saved === 'object' ? config.present(saved, kind) : null
      setPresent((p) => ({ ...p, [kind]: onFile ?? { id: 0, name: file.name, mime: file.type, size: file.size } }))
    } catch (error) {
      const kept = present[kind] ? ` ${present[kind].name} is still on file.` : ''
      tell(kind, `${kindLabel} not uploaded: ${readError(error, UPLOAD_FAILED).message}.${kept}`)
    } finally {
      setProgress(({ [kind]: _done, ...rest }) => rest)
    }
  }

  const remove = async ({ kind, label: kindLabel }: DocumentKind) => {
    if (!record) return
    setBusyRemoving(true)
    try {
      await dispatch(write(config.endpoints.removeDocument)({ params: { id: record.id, kind }, inline: true }))
      setPresent((p) => ({ ...p, [kind]: null }))
      tell(kind, null)
    } catch (error) {
      tell(kind, `${kindLabel} not removed: ${readError(error, GENERIC_ERROR).message}`)
    } finally {
      setBusyRemoving(false)
      setRemoving(null)
    }
  }

  return (
    <div className="@lg:col-span-2">
      <ul aria-label={label} className="mb-4 flex flex-col gap-3">
        {kinds.map((k) => (
          <DocumentRow
            key={k.kind}
            kind={k}
            onFile={present[k.kind] ?? null}
            chosen={record ? null : (pending[k.kind] ?? null)}
            progress={progress[k.kind]}
            error={failed[k.kind]}
            onChoose={(file) => void choose(k, file)}
            onDownload={
              record && present[k.kind]
                ? () =>
                    void downloadFile(pathOf(config.endpoints.document, { id: record.id, kind: k.kind }), present[k.kind]!.name).catch(
                      () => undefined,
                    )
                : undefined
            }
            onRemove={
              record
                ? present[k.kind]
                  ? () => setRemoving(k)
                  : undefined
                : pending[k.kind]
                  ? () => onPendingChange(Object.fromEntries(Object.entries(pending).filter(([name]) => name !== k.kind)))
                  : undefined
            }
          />
        ))}
      </ul>
      {removing && record && (
        <ConfirmDialog
          title={`Remove the ${removing.label.toLowerCase()}?`}
          confirmLabel="Remove"
          busy={busyRemoving}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p className="text-sm">{present[removing.kind]?.name} will be deleted from this record.</p>
        </ConfirmDialog>
      )}
    </div>
  )
}

function DocumentRow({
  kind,
  onFile,
  chosen,
  progress,
  error,
  onChoose,
  onDownload,
  onRemove,
}: {
  kind: DocumentKind
  onFile: FileRef | null
  chosen: File | null
  progress?: number
  error?: string
  onChoose: (file: File) => void
  onDownload?: () => void
  onRemove?: () => void
}) {
  const inputId = useId()
  const shown = onFile ?? chosen
  const verb = shown ? 'Replace' : 'Upload'
  const uploading = progress !== undefined
  return (
    <li aria-label={kind.label} className="rounded-md border border-gray-200 p-3 dark:border-gray-700">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-gray-900 dark:text-white">{kind.label}</span>
        <span
          className={cx(
            'rounded px-2 py-0.5 text-xs font-semibold',
            onFile
              ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
              : 'bg-gray-100 text-gray-800 dark:bg-gray-700 dark:text-gray-100',
          )}
        >
          {onFile ? 'On file' : chosen ? 'Chosen, sent on save' : 'Missing'}
        </span>
        {shown && (
          <span className="text-sm text-gray-700 dark:text-gray-200">
            {shown.name} · {sizeInKb(shown.size)}
          </span>
        )}
        <span className="ms-auto flex items-center gap-1">
          {onDownload && (
            <Button size="xs" variant="plain" type="button" aria-label={`Download ${kind.label}`} onClick={onDownload}>
              Download
            </Button>
          )}
          <label
            htmlFor={inputId}
            className={cx(
              'cursor-pointer rounded-md border border-gray-300 bg-white px-2 py-1 text-xs font-semibold text-gray-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100',
              uploading && 'pointer-events-none opacity-60',
            )}
          >
            {verb}
            <span className="sr-only"> {kind.label}</span>
            <input
              id={inputId}
              type="file"
              className="sr-only"
              accept={DOCUMENT_TYPES}
              disabled={uploading}
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file) onChoose(file)
              }}
            />
          </label>
          {onRemove && (
            <Button size="xs" variant="plain" type="button" aria-label={`Remove ${kind.label}`} onClick={onRemove} disabled={uploading}>
              Remove
            </Button>
          )}
        </span>
      </div>
      {uploading && <Progress percent={progress} label={`Uploading ${kind.label}`} />}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </li>
  )
}
