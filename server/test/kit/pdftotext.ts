/**
 * A PDF's text as poppler's pdftotext reads it (what a person searching the file finds).
 * `npm test` makes sure it is there (scripts/poppler.mjs) and passes its path as
 * PDFTOTEXT_PATH; run alone, a test uses `pdftotext` from the PATH.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const PDFTOTEXT = process.env.PDFTOTEXT_PATH || 'pdftotext'

/** The text of `pdf`; `layout` keeps the columns of a table on their lines. */
export function textOfPdf(pdf: Buffer | Uint8Array, { layout = false } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ihrc-pdftotext-'))
  try {
    const file = path.join(dir, 'file.pdf')
    writeFileSync(file, pdf)
    return execFileSync(PDFTOTEXT, [...(layout ? ['-layout'] : []), file, '-'], { encoding: 'utf8' })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`pdftotext (${PDFTOTEXT}) not found: npm test installs it, or run: sudo apt-get install -y poppler-utils`)
    throw err
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
