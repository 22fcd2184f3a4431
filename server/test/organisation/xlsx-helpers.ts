import ExcelJS from 'exceljs'
import type { InjectOptions } from 'fastify'
import type { Call } from './fixtures'

export async function readWorkbook(payload: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(payload as unknown as ExcelJS.Buffer)
  return wb
}

export async function workbookBuffer(wb: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await wb.xlsx.writeBuffer())
}

/** A multipart body with `file` (and text fields), as [body, inject options] for a Call. */
export function multipartFile(
  content: Buffer,
  filename: string,
  fields: Record<string, string> = {},
  type = 'application/octet-stream',
): [Buffer, InjectOptions] {
  return multipartFiles([{ content, filename, type }], fields)
}

/** Several files, each in a field named `file` (a reply's documents), after the text fields. */
export function multipartFiles(
  files: readonly { content: Buffer; filename: string; type?: string }[],
  fields: Record<string, string> = {},
): [Buffer, InjectOptions] {
  const boundary = `----ihrc${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  }
  for (const { content, filename, type = 'application/octet-stream' } of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
      content,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return [Buffer.concat(parts), { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }]
}

/** Only text fields, as multipart. */
export function multipartFields(fields: Record<string, string>): [Buffer, InjectOptions] {
  const boundary = `----ihrc${Math.random().toString(16).slice(2)}`
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')
  return [Buffer.from(`${body}--${boundary}--\r\n`), { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }]
}

/** Uploads branches through the template as `call` downloads it: each row a branch of the named company in Hinjawadi, Pune. */
export async function uploadBranches(call: Call, rows: { name: string; company: string }[]) {
  const template = await call('GET', '/branch/download-template')
  const wb = await readWorkbook(template.rawPayload)
  const sheet = wb.worksheets[0]!
  const col = new Map<string, number>()
  sheet.getRow(1).eachCell((c, i) => col.set(String(c.value), i))
  rows.forEach((r, i) => {
    const row = sheet.getRow(i + 2)
    const cells: Record<string, string | number> = {
      Company: r.company,
      'Branch name': r.name,
      State: 'Maharashtra',
      District: 'Pune',
      Location: 'Hinjawadi',
      Address: '1, Baner Road, Pune 411045',
      'Opening date': '2022-04-01',
      'Head count': 4,
      'Office mode': 'Virtual',
      'Office type': 'Branch',
    }
    for (const [header, value] of Object.entries(cells)) row.getCell(col.get(header)!).value = value
    row.commit()
  })
  return call('POST', '/branch/bulk-upload', ...multipartFile(await workbookBuffer(wb), 'branches.xlsx'))
}
