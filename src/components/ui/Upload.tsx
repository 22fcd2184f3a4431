import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react'
import { TOAST, UPLOAD_FAILED_MESSAGE } from './constants'
import { toast } from './toast'
import { cx } from './cx'
import type { FieldAria } from './FormItem'
import { FileIcon, FilePdfIcon, FileZipIcon, UploadIcon } from './icons'
import { Progress } from './Progress'
import { addFiles, checkBeforeUpload, fileKind, sizeInKb, type BeforeUpload } from './upload-rules'

export interface UploadProps extends FieldAria {
  id?: string
  accept?: string
  multiple?: boolean
  /** 1 replaces the file; more stops adding at the limit. */
  uploadLimit?: number
  fileList: File[]
  onChange: (files: File[]) => void
  beforeUpload?: BeforeUpload
  /** Per-file progress (0–100) when the caller tracks uploads itself. */
  progress?: Record<string, number>
  /** Uploads each added file at once, reporting progress (0–100); the bar shows until it settles. */
  onUpload?: (file: File, onProgress: (percent: number) => void) => Promise<unknown>
  disabled?: boolean
  /** The drop zone's words; by default "a file" or "files" as the input takes one or several. */
  label?: string
}

const KIND_ICON = { pdf: FilePdfIcon, zip: FileZipIcon, other: FileIcon, image: FileIcon } as const

function FileItem({ file, progress, onRemove }: { file: File; progress?: number; onRemove: () => void }) {
  const kind = fileKind(file)
  const Icon = KIND_ICON[kind]
  const preview = useMemo(
    () => (kind === 'image' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file, kind],
  )
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])
  return (
    <li className="flex items-center gap-3 rounded-md border border-gray-200 p-2 dark:border-gray-700">
      {preview ? (
        <img src={preview} alt="" className="h-10 w-10 rounded object-cover" />
      ) : (
        <span
          data-kind={kind}
          className="flex h-10 w-10 items-center justify-center rounded bg-gray-100 text-gray-700 dark:bg-gray-700 dark:text-gray-100"
        >
          <Icon size={22} />
        </span>
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-semibold text-gray-900 dark:text-white">{file.name}</p>
        {/* Name and size (SPEC.md section 5); the kind shows in the icon, never as a MIME type. */}
        <p className="text-xs text-gray-600 dark:text-gray-300">{sizeInKb(file.size)}</p>
        {progress !== undefined && <Progress percent={progress} label={`Uploading ${file.name}`} />}
      </div>
      <button
        type="button"
        aria-label={`Remove ${file.name}`}
        onClick={onRemove}
        className="h-8 w-8 rounded text-lg text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-300 dark:hover:bg-gray-700"
      >
        ×
      </button>
    </li>
  )
}

/**
 * A refused or failed file is told in a toast for 2000 ms (SPEC.md sections 8 and 9). A
 * warning, not a danger toast: danger toasts stay until closed (section 4).
 */
function uploadFailed(message: string) {
  toast.push({ type: 'warning', content: message, duration: TOAST.uploadFailedMs })
}

/** Drag and drop or browse; checks, limits and per-file items per SPEC.md section 5. */
export function Upload({
  id,
  accept,
  multiple,
  uploadLimit,
  fileList,
  onChange,
  beforeUpload,
  progress,
  onUpload,
  disabled,
  label,
  ...aria
}: UploadProps) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [uploading, setUploading] = useState<Record<string, number>>({})

  const add = async (files: File[]) => {
    if (!files.length) return
    const problem = await checkBeforeUpload(beforeUpload, files)
    if (problem) {
      uploadFailed(problem)
      return
    }
    const next = addFiles(fileList, files, uploadLimit)
    onChange(next)
    if (!onUpload) return
    for (const file of next.filter((f) => files.includes(f))) {
      const report = (percent: number) => setUploading((u) => ({ ...u, [file.name]: percent }))
      report(0)
      void onUpload(file, report)
        .catch(() => uploadFailed(UPLOAD_FAILED_MESSAGE))
        .finally(() =>
          setUploading((u) => {
            const { [file.name]: _done, ...rest } = u
            return rest
          }),
        )
    }
  }
  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragging(false)
    if (!disabled) void add([...e.dataTransfer.files])
  }
  const full = uploadLimit !== undefined && uploadLimit > 1 && fileList.length >= uploadLimit
  const several = Boolean(multiple) || (uploadLimit !== undefined && uploadLimit > 1)

  return (
    <div>
      <div
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cx(
          'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm',
          dragging ? 'border-primary bg-primary-subtle' : 'border-gray-300 dark:border-gray-600',
        )}
      >
        <UploadIcon size={24} className="text-gray-500 dark:text-gray-400" />
        <p className="text-gray-700 dark:text-gray-200">
          {label ?? (several ? 'Drop files here or browse' : 'Drop a file here or browse')}
        </p>
        <label
          htmlFor={id ?? inputId}
          className={cx(
            'cursor-pointer rounded-md border border-gray-300 bg-white px-3 py-1.5 font-semibold text-gray-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100',
            (disabled || full) && 'pointer-events-none opacity-60',
          )}
        >
          Browse
          <input
            ref={inputRef}
            id={id ?? inputId}
            type="file"
            aria-describedby={aria['aria-describedby']}
            aria-required={aria['aria-required']}
            className="sr-only"
            accept={accept}
            multiple={multiple}
            disabled={disabled || full}
            onChange={(e) => {
              void add([...(e.target.files ?? [])])
              e.target.value = ''
            }}
          />
        </label>
      </div>
      {fileList.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label="Chosen files">
          {fileList.map((f, i) => (
            <FileItem
              key={`${f.name}-${i}`}
              file={f}
              progress={uploading[f.name] ?? progress?.[f.name]}
              onRemove={() => onChange(fileList.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
