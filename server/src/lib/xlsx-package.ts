/**
 * The parts of an uploaded workbook the upload reader needs besides the sheet itself:
 * which worksheet is the first tab (workbook.xml and its relationships), whether dates
 * count from 1904, the shared strings, and which cell styles show a number as a date.
 */
import { SpreadsheetError } from './xlsx-cells'
import { attribute, decodeEscapes, readXml } from './xlsx-xml'
import { isWorksheetPath, type CheckedEntry } from './xlsx-zip-guard'

/** Excel's own limit on a cell's text; no spreadsheet program writes a longer one. */
export const MAX_CELL_CHARS = 32_767
export const CELL_TOO_LONG = `A cell holds more than ${MAX_CELL_CHARS.toLocaleString('en')} characters, more than a spreadsheet cell can`

export interface WorkbookParts {
  /** The first sheet's entry; undefined when the workbook lists none. */
  sheet: CheckedEntry | undefined
  date1904: boolean
  strings: string[]
  /** By cell style index (`<c s="…">`): does that style show numbers as dates? */
  dateStyles: boolean[]
}

type Entries = ReadonlyMap<string, CheckedEntry>

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

/** `xl/` + `worksheets/sheet1.xml` → `xl/worksheets/sheet1.xml`; `/xl/x.xml` is from the root. */
function resolve(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1)
  const parts = base.split('/').slice(0, -1)
  for (const p of target.split('/')) {
    if (p === '..') parts.pop()
    else if (p !== '.') parts.push(p)
  }
  return parts.join('/')
}

async function relationships(entries: Entries, of: string): Promise<{ id: string; type: string; target: string }[]> {
  const slash = of.lastIndexOf('/')
  const rels = entries.get(`${of.slice(0, slash + 1)}_rels/${of.slice(slash + 1)}.rels`)
  const out: { id: string; type: string; target: string }[] = []
  if (!rels) return out
  await readXml(rels, {
    open(name, a) {
      if (name === 'Relationship' && a.Target && a.TargetMode !== 'External')
        out.push({ id: a.Id ?? '', type: a.Type ?? '', target: resolve(of, a.Target) })
    },
  })
  return out
}

/** The workbook part: named by the package's relationships, where every writer puts it otherwise. */
async function workbookPath(entries: Entries): Promise<string> {
  const office = (await relationships(entries, '')).find((r) => r.type === `${REL}/officeDocument` || r.type.endsWith('/officeDocument'))
  return office && entries.has(office.target) ? office.target : 'xl/workbook.xml'
}

async function workbook(entries: Entries) {
  const path = await workbookPath(entries)
  const entry = entries.get(path)
  let firstSheetId: string | undefined
  let date1904 = false
  if (entry)
    await readXml(entry, {
      open(name, a) {
        if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true'
        else if (name === 'sheet' && firstSheetId === undefined) firstSheetId = attribute(a, 'id') ?? ''
      },
    })
  const rels = await relationships(entries, path)
  const byType = (type: string) => rels.find((r) => r.type.endsWith(`/${type}`))?.target
  let sheet = firstSheetId === undefined ? undefined : rels.find((r) => r.id === firstSheetId)?.target
  // A workbook part missing or unlinked: the first worksheet stored, as a streaming reader would meet it.
  if (!entry || (firstSheetId !== undefined && sheet === undefined)) sheet = [...entries.keys()].find(isWorksheetPath)
  // Only a part the zip guard counted the cells of is read.
  if (sheet !== undefined && !(isWorksheetPath(sheet) && entries.has(sheet))) throw new SpreadsheetError(['The workbook has no sheet'])
  return {
    sheet: sheet === undefined ? undefined : entries.get(sheet),
    date1904,
    stringsPath: byType('sharedStrings') ?? 'xl/sharedStrings.xml',
    stylesPath: byType('styles') ?? 'xl/styles.xml',
  }
}

/**
 * Text runs of `<si>` (shared strings) or `<is>` (inline strings): the `<t>` directly in
 * it or in its rich-text runs `<r>`, never the phonetic reading `<rPh>` shown above it.
 */
export class RunText {
  private parts: string[] = []
  private length = 0
  private inText = false
  private phonetic = 0

  open(name: string): void {
    if (name === 'rPh') this.phonetic++
    else if (name === 't' && this.phonetic === 0) this.inText = true
  }

  close(name: string): void {
    if (name === 'rPh') this.phonetic--
    else if (name === 't') this.inText = false
  }

  text(text: string): void {
    if (!this.inText) return
    this.length += text.length
    if (this.length > MAX_CELL_CHARS) throw new SpreadsheetError([CELL_TOO_LONG])
    this.parts.push(text)
  }

  /** The text so far, and a fresh start. */
  take(): string {
    const text = this.parts.length === 1 ? this.parts[0]! : this.parts.join('')
    this.parts = []
    this.length = 0
    this.inText = false
    this.phonetic = 0
    return decodeEscapes(text)
  }
}

async function sharedStrings(entry: CheckedEntry | undefined): Promise<string[]> {
  const strings: string[] = []
  if (!entry) return strings
  const run = new RunText()
  let inItem = false
  await readXml(entry, {
    open(name) {
      if (name === 'si') inItem = true
      else if (inItem) run.open(name)
    },
    text(text) {
      if (inItem) run.text(text)
    },
    close(name) {
      if (name === 'si') {
        strings.push(run.take())
        inItem = false
      } else if (inItem) run.close(name)
    },
  })
  return strings
}

/** Built-in number formats that show dates or times (ECMA-376 18.8.30). */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47])

/**
 * A format code that shows a date or time: a date or time letter outside quoted text,
 * escaped characters and [bracketed] colours, locales and elapsed-time units. Letters
 * count in either case (LibreOffice writes `DD/MM/YYYY`).
 */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/\[[^\]]*]/g, '')
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
  return /[ymdhsb]/i.test(bare.replace(/general/gi, ''))
}

async function dateStyles(entry: CheckedEntry | undefined): Promise<boolean[]> {
  if (!entry) return []
  const formats = new Map<number, string>()
  const xfFormats: number[] = []
  let inCellXfs = false
  await readXml(entry, {
    open(name, a) {
      if (name === 'numFmt') formats.set(Number(a.numFmtId), a.formatCode ?? '')
      else if (name === 'cellXfs') inCellXfs = true
      else if (name === 'xf' && inCellXfs) xfFormats.push(Number(a.numFmtId ?? 0))
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false
    },
  })
  return xfFormats.map((id) => {
    const custom = formats.get(id)
    return custom === undefined ? BUILT_IN_DATES.has(id) : isDateFormat(custom)
  })
}

export async function readWorkbookParts(entries: Entries): Promise<WorkbookParts> {
  const book = await workbook(entries)
  const [strings, styles] = await Promise.all([sharedStrings(entries.get(book.stringsPath)), dateStyles(entries.get(book.stylesPath))])
  return { sheet: book.sheet, date1904: book.date1904, strings, dateStyles: styles }
}
