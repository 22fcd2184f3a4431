import { UPLOAD_FAILED_MESSAGE } from './constants'

/** Size shown in kb, rounded from bytes / 1000 (SPEC.md section 5). */
export function sizeInKb(bytes: number): string {
  return `${Math.round(bytes / 1000)} kb`
}

/** Limit 1 replaces the file; any other limit stops adding once reached. */
export function addFiles<F>(current: readonly F[], added: readonly F[], limit?: number): F[] {
  if (limit === 1) return added.length ? [added[added.length - 1]!] : [...current]
  const next = [...current, ...added]
  return limit && limit > 0 ? next.slice(0, Math.max(limit, current.length)) : next
}

export type BeforeUpload = (files: File[]) => boolean | string | Promise<boolean | string>

/** null when the files may be added; otherwise the message to show. */
export async function checkBeforeUpload(check: BeforeUpload | undefined, files: File[]): Promise<string | null> {
  if (!check) return null
  const verdict = await check(files)
  if (verdict === false) return UPLOAD_FAILED_MESSAGE
  if (typeof verdict === 'string') return verdict
  return null
}

export type FileKind = 'image' | 'pdf' | 'zip' | 'other'
export function fileKind(file: { name: string; type: string }): FileKind {
  if (file.type.startsWith('image/')) return 'image'
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'pdf'
  if (/zip/.test(file.type) || /\.zip$/i.test(file.name)) return 'zip'
  return 'other'
}
