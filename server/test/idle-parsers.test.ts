/**
 * An upload's parse worker waits idle for the next parse (a new thread loads its modules
 * again), holding what the last parse left in its heap; register generation, the
 * memory-heavy job that follows uploads, ends such workers before it starts (bench/README.md:
 * after three 5,000-row uploads the generation's peak stacked on their idle worker). A
 * worker that a large parse grew is not kept at all: V8 would keep its pages.
 */
import { describe, expect, it } from 'vitest'
import { registerRenderer } from '../src/modules/registers/render'
import { readSheet } from '../src/lib/xlsx'
import { endIdleParsers } from '../src/lib/xlsx-read'
import { sheetFile } from './kit/sheet-file'

const columns = [{ key: 'name', header: 'Name', required: true }]
const parse = async () => readSheet(await sheetFile(['Name'], [['Alpha'], ['Beta']]), columns)

describe('idle parse workers', () => {
  it('wait for the next parse, and end when asked', async () => {
    expect(await parse()).toHaveLength(2)
    expect(await endIdleParsers()).toBe(1)
    expect(await endIdleParsers()).toBe(0)
    // The next parse starts a new worker.
    expect(await parse()).toHaveLength(2)
    expect(await endIdleParsers()).toBe(1)
  })

  it('are not kept once a large parse grew their heap', { timeout: 120_000 }, async () => {
    const wide = Array.from({ length: 12 }, (_, i) => ({ key: `c${i}`, header: `Column ${i}` }))
    const rows = Array.from({ length: 30_000 }, (_, r) => wide.map((_, c) => `Row ${r} cell ${c} of a wide upload`))
    const file = await sheetFile(
      wide.map((c) => c.header),
      rows,
    )
    expect(await readSheet(file, wide)).toHaveLength(30_000)
    expect(await endIdleParsers()).toBe(0)
    // A small parse keeps its worker for the next.
    await parse()
    expect(await endIdleParsers()).toBe(1)
  })

  it('are ended when register generation starts its renderer', async () => {
    await parse()
    // The worker connects with its first register: none here.
    const renderer = await registerRenderer('postgres://unused')
    try {
      expect(await endIdleParsers()).toBe(0)
    } finally {
      await renderer.close()
    }
  })
})
