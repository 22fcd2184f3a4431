/**
 * The PDF of a titled table (lib/pdf-table.ts), read back with poppler's pdftotext: the
 * title, the headings on every page, cells cut to their column, numbers with their
 * decimals, characters the standard fonts lack, totals and footnotes.
 */
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { pdfText, writePdfTable, type PdfTableSpec } from '../src/lib/pdf-table'
import { textOfPdf } from './kit/pdftotext'

async function textOf(spec: PdfTableSpec, layout = true): Promise<string> {
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (c: Buffer) => chunks.push(c))
  await writePdfTable(spec, out)
  return textOfPdf(Buffer.concat(chunks), { layout })
}

const columns = [{ header: 'Sl. No.' }, { header: 'Name', width: 10 }, { header: 'Net Payment', decimals: 2 }, { header: 'Remarks' }]

describe('a table as PDF', () => {
  it('prints the title, headings, cells, totals and notes as text', async () => {
    const text = await textOf({
      title: ['FORM B', 'Name of the Establishment: Acme (Pune) Pvt. Ltd.'],
      band: [null, null, 'Payments', null],
      columns,
      rows: [
        [1, 'Asha Rao', 15234.5, 'Paid ₹15,234.50 \\ by bank'],
        [2, 'अमित', 900, null],
      ],
      footer: [[null, 'Total', 16134.5, null]],
      notes: ['*Not necessary in case of electronic format.'],
      pageLabel: 'Form B, March 2026',
    })
    expect(text).toContain('FORM B')
    expect(text).toContain('Name of the Establishment: Acme (Pune) Pvt. Ltd.')
    expect(text).toContain('Payments')
    expect(text).toMatch(/Sl\. No\.\s+Name\s+Net Payment\s+Remarks/)
    expect(text).toMatch(/1\s+Asha Rao\s+15234\.50/)
    expect(text).toContain('Paid Rs.15,234.50 \\ by')
    // Devanagari is not in the standard fonts' WinAnsi: one '?' per character, never a broken file.
    expect(text).toMatch(/2\s+\?\?\?\?\s+900\.00/)
    expect(text).toMatch(/Total\s+16134\.50/)
    expect(text).toContain('*Not necessary in case of electronic format.')
    expect(text).toContain('Form B, March 2026: page 1')
  })

  it('repeats the headings on every page and cuts a long cell to its column', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [
      i + 1,
      `Employee ${i + 1} ${'with a very long name '.repeat(8)}that cannot fit its column at all`,
      100,
      'x',
    ])
    const text = await textOf({ title: ['FORM B'], columns, rows, footer: [], pageLabel: 'Form B' }, false)
    const pages = text.split('\f').filter((p) => p.trim())
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages) expect(page).toContain('Net Payment')
    expect(text).toContain('Form B: page 2')
    expect(text).toContain('Employee 120')
    expect(text).not.toContain('cannot fit its column at all')
  })

  it('prints a number wider than its column whole (smaller), never cut', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ header: i === 5 ? 'DA' : `Column ${i + 1}`, decimals: 2 }))
    const row = many.map((_, i) => (i === 5 ? 12509861.55 : 1))
    const text = await textOf({ title: ['FORM B'], columns: many, rows: [row], footer: [row], pageLabel: 'Form B' }, false)
    expect(text.match(/12509861\.55/g)).toHaveLength(2)
  })

  it('escapes what PDF strings treat specially', () => {
    expect(pdfText('a (b) \\ c')).toBe('a \\(b\\) \\\\ c')
    expect(pdfText('₹5')).toBe('Rs.5')
    expect(pdfText('Employees’ State Insurance “Act” – 1948…')).toBe('Employees\' State Insurance "Act" - 1948...')
    expect(pdfText('tab\there')).toBe('tab?here')
  })
})
