/**
 * Streams one checked zip entry of a workbook through saxes, a strict streaming XML
 * parser: elements by their local names (the OpenXML SDK writes `<x:c>` where Excel
 * writes `<c>`), text and CDATA alike. A DOCTYPE's entities are never expanded (saxes
 * knows only XML's five), so no part can reach a file or grow by entity expansion.
 */
import { StringDecoder } from 'node:string_decoder'
import { SaxesParser } from 'saxes'
import { entryChunks, type CheckedEntry } from './xlsx-zip-guard'

export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void
  text?(text: string): void
  close?(name: string): void
  /** Called after each chunk of the entry; the next waits until it settles. */
  afterChunk?(): Promise<void> | void
}

function localName(name: string): string {
  const colon = name.indexOf(':')
  return colon < 0 ? name : name.slice(colon + 1)
}

/** Parses `entry`, calling `handlers` as it goes; a handler throws to stop. Malformed XML throws. */
export async function readXml(entry: CheckedEntry, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser({ xmlns: false, position: false })
  const { open, text, close } = handlers
  if (open) parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes as Record<string, string>))
  if (text) {
    parser.on('text', text)
    parser.on('cdata', text)
  }
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)))
  // A character split between two inflated chunks is joined, not replaced.
  const decoder = new StringDecoder('utf8')
  let first = true
  for await (const chunk of entryChunks(entry)) {
    let part = decoder.write(chunk)
    // A byte-order mark is allowed before the XML declaration.
    if (first && part.charCodeAt(0) === 0xfeff) part = part.slice(1)
    first = false
    parser.write(part)
    await handlers.afterChunk?.()
  }
  parser.write(decoder.end())
  parser.close()
}

/** The value of the attribute whose local name is `name` (`r:id` answers for `id`). */
export function attribute(attributes: Record<string, string>, name: string): string | undefined {
  if (name in attributes) return attributes[name]
  for (const key in attributes) if (localName(key) === name) return attributes[key]
  return undefined
}

/** OOXML escapes characters XML cannot carry as `_xHHHH_` (a literal `_x` as `_x005F_x`). */
export function decodeEscapes(text: string): string {
  return text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text
}
