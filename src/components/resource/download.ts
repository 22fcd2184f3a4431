import type { ApiPath } from '@ihrc/contract/endpoints'
import { XLSX_MIME } from '@ihrc/contract/media-types'
import { http } from '@/services/http'
import { cleanParams, type ListParams } from '@/store/resource-slice'

/**
 * The saved name of a download: RFC 6266 `filename*` (UTF-8, percent-encoded) wins over
 * plain `filename`; with neither, the caller's default (API.md: spreadsheet downloads).
 */
export function filenameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''))
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header)
  const name = plain ? (plain[2] ?? plain[1]).trim() : ''
  return name || fallback
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Revoke on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * GETs a file through the one axios instance (so the token and error toasts apply) and
 * saves it; `failure` is the toast's text when the server gives no message (SPEC.md section 8).
 */
export async function downloadFile(path: ApiPath, fallbackName: string, params: ListParams = {}, failure?: string, accept?: string) {
  const res = await http.get<Blob>(path, {
    fallbackMessage: failure,
    params: cleanParams(params),
    paramsSerializer: { indexes: null },
    responseType: 'blob',
    ...(accept && { headers: { Accept: accept } }),
  })
  const disposition = res.headers['content-disposition'] as string | undefined
  saveBlob(res.data, filenameFromDisposition(disposition, fallbackName))
}

/** A spreadsheet (template, export, certificate): asked for as one (SPEC.md section 7: the certificate "accepts spreadsheet"). */
export function downloadSpreadsheet(path: ApiPath, fallbackName: string, params: ListParams = {}, failure?: string) {
  return downloadFile(path, fallbackName, params, failure, XLSX_MIME)
}
