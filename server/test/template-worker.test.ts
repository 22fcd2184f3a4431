/**
 * Upload templates are built in the spreadsheet worker (xlsx-read.ts, buildInWorker):
 * exceljs, which takes ~0.3 s of a thread to load and tens of ms to write a template,
 * never loads on the server's main thread, where every other request would wait for it
 * (bench/README.md, "Uploads' memory"; bench/template-first.ts measures /health meanwhile).
 * The main thread's imports of exceljs are counted here; the worker loads its own.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { XLSX_MIME } from '@ihrc/contract/media-types'
import type { TestContext } from './helpers'
import { setupOrg, type Org } from './organisation/fixtures'
import { setupTestApp } from './helpers'
import { endIdleParsers } from '../src/lib/xlsx-read'

const mainThread = vi.hoisted(() => ({ excelLoads: 0 }))
vi.mock('exceljs', async (original) => {
  mainThread.excelLoads++
  return original()
})

let t: TestContext, org: Org
beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t)
})
afterAll(() => t?.close())

/** The file's zip entries' names (a workbook is a zip; its central directory names them). */
const names = (file: Buffer) => [...file.toString('latin1').matchAll(/xl\/worksheets\/sheet\d\.xml/g)].map((m) => m[0])

describe('upload templates', () => {
  it('are built off the main thread, the first one after a start too, as before', async () => {
    for (const path of ['/branch/download-template', '/company/export-template']) {
      const res = await org.call('GET', path)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['content-type']).toBe(XLSX_MIME)
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK')
      // The resource's sheet, Instructions and the hidden Lists sheet.
      expect(new Set(names(res.rawPayload)).size).toBe(3)
    }
    expect(mainThread.excelLoads).toBe(0)
  })

  it('leave their worker waiting idle with exceljs loaded, for the next template', async () => {
    await endIdleParsers()
    expect((await org.call('GET', '/branch/download-template')).statusCode).toBe(200)
    expect(await endIdleParsers()).toBe(1)
  })
})
