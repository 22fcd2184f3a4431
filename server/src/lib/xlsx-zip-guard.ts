/**
 * Zip-bomb guard for uploaded workbooks (.xlsx is a zip). Before exceljs touches a
 * file, every entry is inflated once through a counting stream and the upload is
 * refused as soon as the real inflated total passes the limit; nothing is kept in
 * memory. The sizes the zip declares are checked first (cheap), but not trusted.
 */
import { createInflateRaw } from 'node:zlib'

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const STORED = 0
const DEFLATED = 8

export class ZipRefused extends Error {
  constructor(readonly reason: 'invalid' | 'too-large') {
    super(reason === 'invalid' ? 'The file is not a valid .xlsx workbook' : 'The workbook is too large once unpacked')
  }
}

interface Entry {
  method: number
  compressedSize: number
  declaredSize: number
  localOffset: number
}

function centralDirectory(buf: Buffer): Entry[] {
  let eocd = -1
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i
      break
    }
  }
  if (eocd < 0) throw new ZipRefused('invalid')
  const count = buf.readUInt16LE(eocd + 10)
  let offset = buf.readUInt32LE(eocd + 16)
  const entries: Entry[] = []
  for (let n = 0; n < count; n++) {
    if (offset + 46 > buf.length || buf.readUInt32LE(offset) !== CENTRAL) throw new ZipRefused('invalid')
    const compressedSize = buf.readUInt32LE(offset + 20)
    const declaredSize = buf.readUInt32LE(offset + 24)
    // zip64 markers: no workbook a person uploads here needs them.
    if (compressedSize === 0xffffffff || declaredSize === 0xffffffff) throw new ZipRefused('too-large')
    entries.push({ method: buf.readUInt16LE(offset + 10), compressedSize, declaredSize, localOffset: buf.readUInt32LE(offset + 42) })
    offset += 46 + buf.readUInt16LE(offset + 28) + buf.readUInt16LE(offset + 30) + buf.readUInt16LE(offset + 32)
  }
  return entries
}

/** Sum of the inflated sizes the zip declares (what a well-formed file will unpack to). */
export function declaredInflatedSize(buf: Buffer): number {
  return centralDirectory(buf).reduce((sum, e) => sum + e.declaredSize, 0)
}

function compressedData(buf: Buffer, e: Entry): Buffer {
  const at = e.localOffset
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) throw new ZipRefused('invalid')
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28)
  if (start + e.compressedSize > buf.length) throw new ZipRefused('invalid')
  return buf.subarray(start, start + e.compressedSize)
}

/** Inflates `data`, counting bytes; stops once more than `budget` came out. */
function inflatedLength(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw()
    let total = 0
    inflater.on('data', (chunk: Buffer) => {
      total += chunk.length
      if (total > budget) {
        inflater.destroy()
        resolve(total)
      }
    })
    inflater.on('end', () => resolve(total))
    inflater.on('error', () => reject(new ZipRefused('invalid')))
    inflater.end(data)
  })
}

/** Throws ZipRefused unless every entry, really inflated, fits in `limit` bytes in total. */
export async function assertInflatesWithin(buf: Buffer, limit: number): Promise<void> {
  const entries = centralDirectory(buf)
  if (entries.reduce((sum, e) => sum + e.declaredSize, 0) > limit) throw new ZipRefused('too-large')
  let total = 0
  for (const e of entries) {
    const data = compressedData(buf, e)
    if (e.method === STORED) total += data.length
    else if (e.method === DEFLATED) total += await inflatedLength(data, limit - total)
    else throw new ZipRefused('invalid')
    if (total > limit) throw new ZipRefused('too-large')
  }
}
