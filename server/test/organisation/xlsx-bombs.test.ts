/**
 * Hostile workbooks sent to a real bulk-upload route (branches): zip bombs, workbooks
 * past the string and cell caps, and one that passes every cap yet would exhaust a
 * parser's memory. Each is answered 400 with a message, and the server lives on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestApp, type TestContext } from '../helpers'
import { setupOrg, type Org } from './fixtures'
import { multipartFile } from './xlsx-helpers'
import { deflated, deflatedRepeat, entriesOf, zipOf, type ZipEntry } from './zip-craft'

const MB = 1024 * 1024
const HEAVY = 180_000
const NOT_A_WORKBOOK = 'The file is not a valid .xlsx workbook'
const TOO_LARGE = 'The workbook is too large once unpacked'
const TOO_SLOW = 'The workbook took too long to read; split it into smaller files'
const SST = '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'

let t: TestContext
let org: Org
let template: ZipEntry[]
beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t, 'Acme')
  template = entriesOf((await org.call('GET', '/branch/download-template')).rawPayload)
})
afterAll(() => t.close())

async function refusal(zip: Buffer): Promise<string[]> {
  const res = await org.call('POST', '/branch/bulk-upload', ...multipartFile(zip, 'branches.xlsx'))
  expect(res.statusCode, res.body).toBe(400)
  return res.json().message as string[]
}

/** The branch template with `entry` first (the reader meets it before anything else), replacing its namesake. */
function templateWith(entry: ZipEntry, hidden = false): Buffer {
  return zipOf([{ entry, hidden }, ...template.filter((e) => e.name !== entry.name)])
}

/** 3 GB of shared strings (3,000 of 1 MB) from about 3 MB of zip. */
function sharedStringsBomb(): ZipEntry {
  return deflatedRepeat('xl/sharedStrings.xml', SST, `<si><t>${'A'.repeat(MB)}</t></si>`, 3000, '</sst>')
}

describe('hostile workbooks on bulk upload', () => {
  it(
    'answers 400 to a hidden-entry, a lying-size and an honest zip bomb, and server memory stays flat',
    async () => {
      // What every parse loads once is loaded before measuring.
      expect(await refusal(zipOf(template))).toEqual(['The sheet has no data rows'])
      const before = process.memoryUsage().rss
      const bomb = sharedStringsBomb()
      expect(bomb.data.length).toBeLessThan(5 * MB)
      // In the local headers only: the central directory does not list it.
      expect(await refusal(templateWith(bomb, true))).toEqual([NOT_A_WORKBOOK])
      // Listed in both, each claiming 1,000 bytes.
      expect(await refusal(templateWith({ ...bomb, size: 1000 }))).toEqual([NOT_A_WORKBOOK])
      // Listed in both with its true size.
      expect(await refusal(templateWith(bomb))).toEqual([TOO_LARGE])
      expect(process.memoryUsage().rss - before).toBeLessThan(150 * MB)
    },
    HEAVY,
  )

  it('refuses a zip that a reader walking local headers would read differently: padding, a name twice, encryption', async () => {
    expect(await refusal(zipOf(template))).toEqual(['The sheet has no data rows'])
    const [first, second, ...rest] = template
    expect(await refusal(zipOf([first!, { entry: second!, padding: Buffer.from('hidden bytes') }, ...rest]))).toEqual([NOT_A_WORKBOOK])
    const sheet = template.find((e) => e.name === 'xl/worksheets/sheet1.xml')!
    expect(await refusal(zipOf([sheet, ...template]))).toEqual([NOT_A_WORKBOOK])
    expect(await refusal(zipOf([{ entry: first!, flags: 1 }, second!, ...rest]))).toEqual([NOT_A_WORKBOOK])
  })

  it(
    'caps the shared strings and the cells a workbook may hold',
    async () => {
      const strings = deflatedRepeat('xl/sharedStrings.xml', SST, '<si/>'.repeat(1000), 1001, '</sst>')
      expect(await refusal(templateWith(strings))).toEqual([
        'The workbook holds more than 1000000 different texts; split it into smaller files',
      ])
      const sheet = deflatedRepeat(
        'xl/worksheets/sheet1.xml',
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="2">',
        '<c t="n"><v>1</v></c>'.repeat(1000),
        2001,
        '</row></sheetData></worksheet>',
      )
      expect(await refusal(templateWith(sheet))).toEqual(['The workbook holds more than 2000000 cells; split it into smaller files'])
    },
    HEAVY,
  )

  it(
    'a text longer than a cell may hold is refused as soon as it passes the limit, however it is split',
    async () => {
      // One shared string of 6 million rich-text runs: 96 MB unpacked.
      const runs = deflatedRepeat('xl/sharedStrings.xml', `${SST}<si>`, '<r><t>x</t></r>'.repeat(1000), 6000, '</si></sst>')
      expect(runs.size).toBeLessThan(100 * MB)
      expect(await refusal(templateWith(runs))).toEqual(['A cell holds more than 32,767 characters, more than a spreadsheet cell can'])
      const inline = deflated(
        'xl/worksheets/sheet1.xml',
        `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${'y'.repeat(40_000)}</t></is></c></row></sheetData></worksheet>`,
      )
      expect(await refusal(templateWith(inline))).toEqual(['A cell holds more than 32,767 characters, more than a spreadsheet cell can'])
    },
    HEAVY,
  )

  it(
    'a workbook within every cap that would still exhaust a parser is stopped by the parse worker, and the server serves on',
    async () => {
      // One cell with 15 million attributes: 90 MB unpacked, an object per attribute once parsed.
      const attributes = deflatedRepeat(
        'xl/worksheets/sheet1.xml',
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c',
        ' a=""'.repeat(1000),
        15_000,
        '/></row></sheetData></worksheet>',
      )
      expect(attributes.size).toBeLessThan(100 * MB)
      const message = await refusal(templateWith(attributes))
      expect([[TOO_LARGE], [TOO_SLOW]]).toContainEqual(message)
      expect((await org.call('GET', '/branch')).statusCode).toBe(200)
    },
    HEAVY,
  )
})
