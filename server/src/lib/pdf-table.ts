/**
 * A PDF of one titled table (a statutory register: its title block, column headings,
 * one row per employee, totals and footnotes), landscape, the headings repeated on every
 * page. pdfkit makes the document (pages, the standard fonts, compression, cross-reference);
 * the body rows are written as text operators directly, since pdfkit's text() lays out
 * each cell for wrapping: 180,000 cells (Form D for 5,000 employees) took 6 s that way
 * and under 1 s this way. Body cells are one line: a text is cut to its column's width; a
 * number is never cut (a register's amount must read whole) but printed smaller to fit.
 *
 * The standard fonts know WinAnsi only: other characters print as '?', and the rupee
 * sign as 'Rs.'.
 */
import type { Writable } from 'node:stream'
import PDFDocument from 'pdfkit'

export type PdfCell = string | number | null | undefined

export interface PdfTableSpec {
  /** Lines above the table; the first is the heading. */
  title: readonly string[]
  /** A heading over several columns, per column (null: none); consecutive equal labels print once across them. */
  band?: readonly (string | null)[]
  columns: readonly {
    header: string
    /** Relative width; default from the header's length. */
    width?: number
    /** Numbers of this column printed with this many decimals (rupees: 2). */
    decimals?: number
  }[]
  rows: Iterable<readonly PdfCell[]>
  /** Bold rows after the body (totals). */
  footer?: readonly (readonly PdfCell[])[]
  notes?: readonly string[]
  /** Printed at the foot of every page with its number ("Form B, March 2026"). */
  pageLabel: string
}

const MARGIN = 24
const BODY = 'Helvetica'
const BOLD = 'Helvetica-Bold'

const printable = (code: number) => (code >= 32 && code <= 126) || (code >= 160 && code <= 255)

/** Typographic marks written in the names of Acts and people ("Employees’ Provident Funds"), as their plain forms. */
const PLAIN: Readonly<Record<string, string>> = { '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...', '₹': 'Rs.' }

/** The characters the standard fonts can show (WinAnsi's Latin-1 part): the rupee sign as 'Rs.', quotes and dashes plain, others as '?'. */
export function winAnsi(value: string): string {
  let out = ''
  for (const ch of value) out += PLAIN[ch] ?? (printable(ch.codePointAt(0)!) ? ch : '?')
  return out
}

/** Text as a PDF string's content: WinAnsi (see winAnsi), with `\\`, `(` and `)` escaped. */
export function pdfText(value: string): string {
  return winAnsi(value).replace(/[\\()]/g, (c) => `\\${c}`)
}

const cellText = (v: PdfCell) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v)

export function writePdfTable(spec: PdfTableSpec, out: Writable): Promise<void> {
  const wide = spec.columns.length > 16
  const doc = new PDFDocument({ size: wide ? 'A3' : 'A4', layout: 'landscape', margin: MARGIN, compress: true })
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve).on('error', reject)
    doc.on('error', reject)
  })
  doc.pipe(out)

  const pageWidth = doc.page.width
  const pageHeight = doc.page.height
  const usable = pageWidth - 2 * MARGIN
  // Amount columns get room for a seven-digit rupee figure even under a short heading ("DA").
  const weights = spec.columns.map((c) => c.width ?? Math.min(24, Math.max(c.decimals !== undefined ? 6 : 4, c.header.length * 0.6)))
  const weightSum = weights.reduce((a, b) => a + b, 0)
  const widths = weights.map((w) => (w / weightSum) * usable)
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0))
  const fontSize = spec.columns.length > 40 ? 5 : spec.columns.length > 24 ? 5.5 : 7
  const rowHeight = fontSize * 1.6
  const pad = 1.5

  // Character widths of the body font at 1 pt (AFM metrics) for every printable character,
  // for cutting and right-aligning cells (texts are WinAnsi by then).
  doc.font(BODY).fontSize(1000)
  const charWidth = new Map<string, number>()
  for (let code = 32; code <= 255; code++) {
    if (printable(code)) charWidth.set(String.fromCharCode(code), doc.widthOfString(String.fromCharCode(code)) / 1000)
  }
  const widthOf = (text: string, size: number) => {
    let w = 0
    for (const ch of text) w += charWidth.get(ch) ?? 0.5
    return w * size
  }
  /** The text cut to `room` points, with a trailing '…' replaced by '.' (WinAnsi has no ellipsis in every viewer). */
  const fit = (text: string, room: number, size: number) => {
    if (widthOf(text, size) <= room) return text
    let cut = text
    while (cut.length > 1 && widthOf(`${cut}.`, size) > room) cut = cut.slice(0, -1)
    return `${cut}.`
  }

  let pageNumber = 0
  let y = MARGIN
  /** The body's text operators and row lines of the current page, written when it ends. */
  let ops: string[] = []
  let lines: string[] = []
  let tableTop = 0

  const fontId = (name: string) => {
    doc.font(name)
    // pdfkit registers a font on a page when text uses it; raw operators name it by its resource id.
    const font = (doc as unknown as { _font: { id: string; ref(): unknown } })._font
    ;(doc.page.fonts as Record<string, unknown>)[font.id] ??= font.ref()
    return font.id
  }

  const header = () => {
    let top = y
    if (spec.band?.some((b) => b)) {
      doc.font(BOLD).fontSize(fontSize)
      let i = 0
      const bandHeight = rowHeight
      while (i < spec.columns.length) {
        const label = spec.band[i] ?? null
        let j = i
        while (j + 1 < spec.columns.length && (spec.band[j + 1] ?? null) === label && label !== null) j++
        if (label) {
          const w = lefts[j]! + widths[j]! - lefts[i]!
          doc.text(label, lefts[i]! + pad, top + pad, { width: w - 2 * pad, align: 'center', lineBreak: false })
          doc
            .moveTo(lefts[i]!, top + bandHeight)
            .lineTo(lefts[i]! + w, top + bandHeight)
            .lineWidth(0.3)
            .stroke()
        }
        i = j + 1
      }
      top += bandHeight
    }
    doc.font(BOLD).fontSize(fontSize)
    const heights = spec.columns.map((c, i) => doc.heightOfString(c.header, { width: widths[i]! - 2 * pad }))
    const height = Math.max(...heights) + 2 * pad
    spec.columns.forEach((c, i) => doc.text(c.header, lefts[i]! + pad, top + pad, { width: widths[i]! - 2 * pad }))
    doc
      .rect(MARGIN, y, usable, top + height - y)
      .lineWidth(0.5)
      .stroke()
    y = top + height
    tableTop = y
  }

  const startPage = (first: boolean) => {
    if (!first) doc.addPage()
    pageNumber++
    y = MARGIN
    doc
      .font(BODY)
      .fontSize(7)
      .text(`${spec.pageLabel}: page ${pageNumber}`, MARGIN, pageHeight - MARGIN - 8, {
        width: usable,
        align: 'right',
        lineBreak: false,
      })
    if (first) {
      spec.title.forEach((line, i) => {
        doc
          .font(i === 0 ? BOLD : BODY)
          .fontSize(i === 0 ? 11 : 8)
          .text(line, MARGIN, y, { width: usable })
        y = doc.y + 1
      })
      y += 4
    }
    header()
  }

  const endPage = () => {
    const verticals = lefts.map((x) => `${x.toFixed(2)} ${tableTop.toFixed(2)} m ${x.toFixed(2)} ${y.toFixed(2)} l`)
    verticals.push(`${(MARGIN + usable).toFixed(2)} ${tableTop.toFixed(2)} m ${(MARGIN + usable).toFixed(2)} ${y.toFixed(2)} l`)
    doc.addContent(`q 0.3 w ${[...lines, ...verticals].join(' ')} S Q`)
    if (ops.length) doc.addContent(`q 1 0 0 -1 0 ${pageHeight} cm ${ops.join('\n')} Q`)
    ops = []
    lines = []
  }

  const bottom = pageHeight - MARGIN - 12
  const writeRow = (cells: readonly PdfCell[], font: string) => {
    if (y + rowHeight > bottom) {
      endPage()
      startPage(false)
    }
    const id = fontId(font)
    // Text space is PDF's own (origin bottom left): pdfkit's page is flipped, so flip back around the body.
    const baseline = pageHeight - (y + rowHeight - pad - fontSize * 0.25)
    let op = `BT /${id} ${fontSize} Tf`
    let lastX = 0
    let lastY = 0
    cells.forEach((value, i) => {
      const decimals = spec.columns[i]?.decimals
      const raw = typeof value === 'number' && decimals !== undefined ? value.toFixed(decimals) : cellText(value)
      if (raw === '' || i >= widths.length) return
      const room = widths[i]! - 2 * pad
      const number = typeof value === 'number'
      const text = number ? winAnsi(raw) : fit(winAnsi(raw), room, fontSize)
      const size = number ? Math.min(fontSize, (fontSize * room) / widthOf(text, fontSize)) : fontSize
      const x = number ? lefts[i]! + widths[i]! - pad - widthOf(text, size) : lefts[i]! + pad
      const shown = size < fontSize ? `/${id} ${size.toFixed(2)} Tf (${pdfText(text)}) Tj /${id} ${fontSize} Tf` : `(${pdfText(text)}) Tj`
      op += ` ${(x - lastX).toFixed(2)} ${(baseline - lastY).toFixed(2)} Td ${shown}`
      lastX = x
      lastY = baseline
    })
    ops.push(`${op} ET`)
    y += rowHeight
    lines.push(`${MARGIN} ${y.toFixed(2)} m ${(MARGIN + usable).toFixed(2)} ${y.toFixed(2)} l`)
  }

  startPage(true)
  for (const row of spec.rows) writeRow(row, BODY)
  for (const row of spec.footer ?? []) writeRow(row, BOLD)
  endPage()
  if (spec.notes?.length) {
    if (y + 12 * spec.notes.length > bottom) {
      doc.addPage()
      y = MARGIN
    }
    y += 6
    doc.font(BODY).fontSize(7)
    for (const note of spec.notes) {
      doc.text(note, MARGIN, y, { width: usable })
      y = doc.y + 1
    }
  }
  doc.end()
  return done
}
