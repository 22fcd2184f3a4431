/**
 * Hand-made zips for the upload tests: read a well-formed workbook's entries, swap or
 * add entries, and write the result with headers that may lie or hide an entry from
 * the central directory, as an attacker's tool would.
 */
import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib'

export interface ZipEntry {
  name: string
  method: 0 | 8
  crc: number
  /** Inflated size. */
  size: number
  /** The bytes as stored (deflated for method 8). */
  data: Buffer
}

/** The entries of a well-formed zip (as exceljs writes it), in file order. */
export function entriesOf(zip: Buffer): ZipEntry[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const out: (ZipEntry & { offset: number })[] = []
  let at = zip.readUInt32LE(eocd + 16)
  for (let n = zip.readUInt16LE(eocd + 10); n > 0; n--) {
    const nameLength = zip.readUInt16LE(at + 28)
    const local = zip.readUInt32LE(at + 42)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    out.push({
      offset: local,
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10) as 0 | 8,
      crc: zip.readUInt32LE(at + 16),
      size: zip.readUInt32LE(at + 24),
      data: zip.subarray(start, start + zip.readUInt32LE(at + 20)),
    })
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return out.sort((a, b) => a.offset - b.offset).map(({ offset: _, ...entry }) => entry)
}

export function contentOf(entry: ZipEntry): Buffer {
  return entry.method === 0 ? entry.data : inflateRawSync(entry.data)
}

export function deflated(name: string, content: string | Buffer): ZipEntry {
  const bytes = Buffer.from(content)
  return { name, method: 8, crc: crc32(bytes), size: bytes.length, data: deflateRawSync(bytes) }
}

/**
 * `head`, then `unit` `times` over, then `tail`, deflated without ever holding the
 * whole text: each part is compressed on its own with a full flush (no back-references
 * across parts), so copies of the unit's bytes join into one valid stream.
 */
export function deflatedRepeat(name: string, head: string, unit: string, times: number, tail: string): ZipEntry {
  const part = (s: string) => deflateRawSync(Buffer.from(s), { finishFlush: constants.Z_FULL_FLUSH, level: 9 })
  const one = part(unit)
  const data = Buffer.concat([part(head), ...Array.from({ length: times }, () => one), deflateRawSync(Buffer.from(tail))])
  let crc = crc32(head)
  const unitBytes = Buffer.from(unit)
  for (let i = 0; i < times; i++) crc = crc32(unitBytes, crc)
  return { name, method: 8, crc: crc32(tail, crc), size: head.length + unit.length * times + tail.length, data }
}

export interface Placed {
  entry: ZipEntry
  /** Left out of the central directory: only a reader walking local headers finds it. */
  hidden?: boolean
  /** General-purpose flags, in both headers (bit 0: encrypted). */
  flags?: number
  /** Bytes before the local header that no header accounts for. */
  padding?: Buffer
}

/** A zip of these entries, in this order, with the sizes each entry declares (true or not). */
export function zipOf(placed: readonly (ZipEntry | Placed)[]): Buffer {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const p of placed) {
    const { entry, hidden, flags = 0, padding } = 'entry' in p ? p : { entry: p }
    if (padding) {
      locals.push(padding)
      offset += padding.length
    }
    const name = Buffer.from(entry.name)
    const facts = Buffer.alloc(16)
    facts.writeUInt16LE(entry.method, 0)
    facts.writeUInt32LE(entry.crc, 4)
    facts.writeUInt32LE(entry.data.length, 8)
    facts.writeUInt32LE(Math.min(entry.size, 0xffffffff), 12)
    // local: signature, version 20, flags 0, method, time 0, date 0, crc, sizes, name length, extra length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(flags, 6)
    facts.copy(local, 8, 0, 2)
    facts.copy(local, 14, 4, 16)
    local.writeUInt16LE(name.length, 26)
    locals.push(local, name, entry.data)
    if (!hidden) {
      const record = Buffer.alloc(46)
      record.writeUInt32LE(0x02014b50, 0)
      record.writeUInt16LE(20, 4)
      record.writeUInt16LE(20, 6)
      record.writeUInt16LE(flags, 8)
      facts.copy(record, 10, 0, 2)
      facts.copy(record, 16, 4, 16)
      record.writeUInt16LE(name.length, 28)
      record.writeUInt32LE(offset, 42)
      central.push(record, name)
    }
    offset += 30 + name.length + entry.data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  const count = placed.filter((p) => !('hidden' in p && p.hidden)).length
  end.writeUInt16LE(count, 8)
  end.writeUInt16LE(count, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}
