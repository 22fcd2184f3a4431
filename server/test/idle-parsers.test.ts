/**
 * An upload's parse worker waits idle for the next parse (a new thread loads its modules
 * again), holding what the last parse left in its heap; register generation, the
 * memory-heavy job that follows uploads, ends such workers before it starts (bench/README.md:
 * after three 5,000-row uploads the generation's peak stacked on their idle worker).
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

  it('are ended when register generation starts its renderer', async () => {
    await parse()
    const renderer = await registerRenderer()
    try {
      expect(await endIdleParsers()).toBe(0)
    } finally {
      await renderer.close()
    }
  })
})
