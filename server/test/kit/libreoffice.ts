/**
 * Opens a workbook the way people do, in LibreOffice, and reads back what it shows: the
 * first sheet as CSV text, or the workbook printed to PDF. `npm test` makes sure
 * LibreOffice is there (scripts/libreoffice.mjs) and passes its path as SOFFICE_PATH;
 * run alone, a test uses `soffice` from the PATH. Each conversion has its own profile
 * directory: another soffice running on the machine holds the default profile's lock and
 * would make this one exit without converting.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export const SOFFICE = process.env.SOFFICE_PATH || 'soffice'

async function converted(xlsx: Buffer | Uint8Array, to: 'csv' | 'pdf'): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ihrc-soffice-'))
  try {
    writeFileSync(path.join(dir, 'book.xlsx'), xlsx)
    await run(
      SOFFICE,
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', to, '--outdir', dir, path.join(dir, 'book.xlsx')],
      { timeout: 120_000 },
    ).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT')
        throw new Error(`LibreOffice (${SOFFICE}) not found: npm test installs it, or run: sudo apt-get install -y libreoffice-calc-nogui`)
      throw err
    })
    return readFileSync(path.join(dir, `book.${to}`))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The workbook's first sheet as LibreOffice writes it to CSV (UTF-8, comma-separated, texts quoted where needed). */
export async function csvOfWorkbook(xlsx: Buffer | Uint8Array): Promise<string> {
  return (await converted(xlsx, 'csv')).toString('utf8')
}

/** The workbook as LibreOffice prints it to PDF. */
export function pdfOfWorkbook(xlsx: Buffer | Uint8Array): Promise<Buffer> {
  return converted(xlsx, 'pdf')
}
