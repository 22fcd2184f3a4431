/**
 * Zip guard for uploaded workbooks (.xlsx is a zip). A reader that walks the local file
 * headers from the first byte and one that reads the central directory (as ours does,
 * xlsx-package.ts, and as Excel does) can see different files in the same zip, and a
 * bomb hides in the difference. So a workbook is accepted only when both tell the same
 * story, and the reader is handed the entries checked here:
 *  - the local entries lie back to back from offset 0, each matching the central entry
 *    recorded at its offset (name, flags, method, CRC, sizes); the central directory
 *    starts right after the last entry and runs to the end-of-directory record;
 *  - no zip64, no encryption, no method but stored and deflate; a data descriptor only
 *    in its signed form with zero sizes in the local header, found where the central
 *    sizes say and nowhere earlier (a local-header reader stops at the first);
 *  - every entry really inflates to exactly its declared size and CRC, within the
 *    per-entry and total caps, and the shared strings and cells it holds stay in caps.
 * Everything streams: nothing inflated is kept.
 */
import { createInflateRaw, crc32 } from 'node:zlib'
import { NOT_A_WORKBOOK, TOO_LARGE_UNPACKED } from './xlsx-cells'

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const DESCRIPTOR = 0x08074b50
const DESCRIPTOR_BYTES = Buffer.from([0x50, 0x4b, 0x07, 0x08])
const STORED = 0
const DEFLATED = 8
const ENCRYPTED = 0x0001
const HAS_DESCRIPTOR = 0x0008
/** zip64 marks a 32-bit field with all ones (and a 16-bit count likewise). */
const ZIP64_32 = 0xffffffff
const ZIP64_16 = 0xffff

export interface ZipLimits {
  /** Inflated bytes of all entries together. */
  totalBytes: number
  /** Inflated bytes of any one entry. */
  entryBytes: number
  /** `<si>` items of xl/sharedStrings.xml (the reader keeps them all in memory). */
  sharedStrings: number
  /** `<c>` cells of all worksheets together. */
  cells: number
}

export class ZipRefused extends Error {
  constructor(
    readonly reason: 'invalid' | 'too-large',
    message = reason === 'invalid' ? NOT_A_WORKBOOK : TOO_LARGE_UNPACKED,
  ) {
    super(message)
  }
}

interface Entry {
  name: Buffer
  flags: number
  method: number
  crc: number
  compressedSize: number
  size: number
  localOffset: number
}

function invalid(): never {
  throw new ZipRefused('invalid')
}

function need(buf: Buffer, at: number, bytes: number): void {
  if (at < 0 || at + bytes > buf.length) invalid()
}

/** The end-of-directory record: the last signature whose comment runs exactly to the end of the file. */
function endRecord(buf: Buffer): number {
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === EOCD && i + 22 + buf.readUInt16LE(i + 20) === buf.length) return i
  }
  return invalid()
}

function centralDirectory(buf: Buffer): { entries: Entry[]; start: number } {
  const eocd = endRecord(buf)
  const count = buf.readUInt16LE(eocd + 10)
  const size = buf.readUInt32LE(eocd + 12)
  const start = buf.readUInt32LE(eocd + 16)
  if (count === ZIP64_16 || size === ZIP64_32 || start === ZIP64_32) throw new ZipRefused('too-large')
  // One disk, and the directory ends where the end record begins: no room for a zip64 locator or hidden bytes.
  if (buf.readUInt16LE(eocd + 4) !== 0 || buf.readUInt16LE(eocd + 6) !== 0 || buf.readUInt16LE(eocd + 8) !== count) invalid()
  if (start + size !== eocd) invalid()
  const entries: Entry[] = []
  let at = start
  for (let n = 0; n < count; n++) {
    need(buf, at, 46)
    if (buf.readUInt32LE(at) !== CENTRAL) invalid()
    const nameLength = buf.readUInt16LE(at + 28)
    const next = at + 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32)
    if (next > eocd) invalid()
    const entry: Entry = {
      name: buf.subarray(at + 46, at + 46 + nameLength),
      flags: buf.readUInt16LE(at + 8),
      method: buf.readUInt16LE(at + 10),
      crc: buf.readUInt32LE(at + 16),
      compressedSize: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
    }
    if (entry.compressedSize === ZIP64_32 || entry.size === ZIP64_32 || entry.localOffset === ZIP64_32) throw new ZipRefused('too-large')
    if (entry.flags & ENCRYPTED || (entry.method !== STORED && entry.method !== DEFLATED)) invalid()
    entries.push(entry)
    at = next
  }
  if (at !== eocd) invalid()
  const names = new Set(entries.map((e) => e.name.toString('latin1')))
  if (names.size !== entries.length) invalid()
  return { entries, start }
}

/** Sum of the inflated sizes the central directory declares. */
export function declaredInflatedSize(buf: Buffer): number {
  return centralDirectory(buf).entries.reduce((sum, e) => sum + e.size, 0)
}

/**
 * Walks the local headers as the streaming reader does and returns each entry's
 * compressed bytes, in file order, refusing any disagreement with the central directory.
 */
function localData(buf: Buffer, entries: readonly Entry[], directoryStart: number): { entry: Entry; data: Buffer }[] {
  const out: { entry: Entry; data: Buffer }[] = []
  let at = 0
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    if (entry.localOffset !== at) invalid()
    need(buf, at, 30)
    if (buf.readUInt32LE(at) !== LOCAL) invalid()
    const flags = buf.readUInt16LE(at + 6)
    const nameLength = buf.readUInt16LE(at + 26)
    const dataStart = at + 30 + nameLength + buf.readUInt16LE(at + 28)
    need(buf, at + 30, nameLength)
    if (!buf.subarray(at + 30, at + 30 + nameLength).equals(entry.name)) invalid()
    if (
      (flags & (ENCRYPTED | HAS_DESCRIPTOR)) !== (entry.flags & (ENCRYPTED | HAS_DESCRIPTOR)) ||
      buf.readUInt16LE(at + 8) !== entry.method
    )
      invalid()
    const dataEnd = dataStart + entry.compressedSize
    need(buf, dataStart, entry.compressedSize)
    // [crc, compressed size, size]: in the local header, or in a descriptor after the data.
    let facts: number[]
    if (flags & HAS_DESCRIPTOR) {
      // The reader takes a non-zero local size as the size and then skips no descriptor; zero, it reads up to the first signature.
      if (buf.readUInt32LE(at + 14) !== 0 || buf.readUInt32LE(at + 18) !== 0 || buf.readUInt32LE(at + 22) !== 0) invalid()
      need(buf, dataEnd, 16)
      if (buf.readUInt32LE(dataEnd) !== DESCRIPTOR || buf.indexOf(DESCRIPTOR_BYTES, dataStart) !== dataEnd) invalid()
      facts = [buf.readUInt32LE(dataEnd + 4), buf.readUInt32LE(dataEnd + 8), buf.readUInt32LE(dataEnd + 12)]
      at = dataEnd + 16
    } else {
      facts = [buf.readUInt32LE(at + 14), buf.readUInt32LE(at + 18), buf.readUInt32LE(at + 22)]
      at = dataEnd
    }
    if (facts[0] !== entry.crc || facts[1] !== entry.compressedSize || facts[2] !== entry.size) invalid()
    out.push({ entry, data: buf.subarray(dataStart, dataEnd) })
  }
  if (at !== directoryStart) invalid()
  return out
}

/**
 * Counts a tag's openings in streamed XML. The reader decodes UTF-8, so a
 * byte-level match is exact; the tail carried between chunks is one byte shorter than
 * the shortest match, so nothing is counted twice.
 */
function tagCounter(tag: string): (chunk: Buffer) => number {
  const pattern = new RegExp(`<${tag}[\\s>/]`, 'g')
  const keep = tag.length + 1
  let tail = ''
  return (chunk) => {
    const text = tail + chunk.toString('latin1')
    tail = text.slice(-keep)
    return text.match(pattern)?.length ?? 0
  }
}

/** Where a worksheet the reader reads may lie: its cells are counted here. */
export function isWorksheetPath(name: string): boolean {
  return /^xl\/worksheets\/[^/]+[.]xml$/.test(name)
}

/** What the reader may keep of an entry, by its path (any worksheet may be the first sheet). */
function itemsOf(name: string, limits: ZipLimits): { count: (chunk: Buffer) => number; limit: number; what: string } | null {
  if (name === 'xl/sharedStrings.xml') return { count: tagCounter('si'), limit: limits.sharedStrings, what: 'different texts' }
  if (isWorksheetPath(name)) return { count: tagCounter('c'), limit: limits.cells, what: 'cells' }
  return null
}

/** An entry as checked: its bytes as stored, which `entryChunks` inflates. */
export interface CheckedEntry {
  name: string
  method: number
  /** Inflated size (true: checked). */
  size: number
  data: Buffer
}

/** Streams `data` through `sink`, chunk by chunk; `sink` throws to stop. */
function inflate(entry: Pick<Entry, 'method'>, data: Buffer, sink: (chunk: Buffer) => void): Promise<void> {
  if (entry.method === STORED) {
    sink(data)
    return Promise.resolve()
  }
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: 64 * 1024 })
    inflater.on('data', (chunk: Buffer) => {
      try {
        sink(chunk)
      } catch (err) {
        inflater.destroy()
        reject(err as Error)
      }
    })
    inflater.on('end', resolve)
    inflater.on('error', () => reject(new ZipRefused('invalid')))
    inflater.end(data)
  })
}

/** A checked entry's inflated bytes, in chunks of up to 64 KB. */
export async function* entryChunks(entry: CheckedEntry): AsyncGenerator<Buffer> {
  if (entry.method === STORED) {
    yield entry.data
    return
  }
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 })
  inflater.end(entry.data)
  for await (const chunk of inflater) yield chunk as Buffer
}

/**
 * Throws ZipRefused unless the workbook is a zip every reader reads alike, within
 * `limits`; answers its entries by name, in file order.
 */
export async function assertSafeWorkbook(buf: Buffer, limits: ZipLimits): Promise<Map<string, CheckedEntry>> {
  if (buf.length < 22) invalid()
  const { entries, start } = centralDirectory(buf)
  // Declared sizes first (cheap), then the real ones.
  if (entries.some((e) => e.size > limits.entryBytes) || entries.reduce((sum, e) => sum + e.size, 0) > limits.totalBytes)
    throw new ZipRefused('too-large')
  const counted = new Map<string, number>()
  const checked = new Map<string, CheckedEntry>()
  for (const { entry, data } of localData(buf, entries, start)) {
    const name = entry.name.toString('utf8')
    const items = itemsOf(name, limits)
    let size = 0
    let crc = 0
    await inflate(entry, data, (chunk) => {
      size += chunk.length
      // More than declared is a lie; the declared sizes are within the caps.
      if (size > entry.size) invalid()
      crc = crc32(chunk, crc)
      if (items) {
        const n = (counted.get(items.what) ?? 0) + items.count(chunk)
        counted.set(items.what, n)
        if (n > items.limit)
          throw new ZipRefused('too-large', `The workbook holds more than ${items.limit} ${items.what}; split it into smaller files`)
      }
    })
    if (size !== entry.size || crc !== entry.crc) invalid()
    checked.set(name, { name, method: entry.method, size: entry.size, data })
  }
  return checked
}
