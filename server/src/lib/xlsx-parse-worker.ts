/**
 * Worker-thread entry of uploads' parses (started by xlsx-read.ts with memory and
 * time limits): parses each workbook it is sent, one at a time, handing back its rows a
 * batch at a time (the next once asked for), or the messages a person can act on. A
 * worker that dies is answered by its parent.
 */
import { parentPort } from 'node:worker_threads'
import { collectGarbage } from './heap'
import { NOT_A_WORKBOOK, SpreadsheetError, type SheetRow } from './xlsx-cells'
import { parseSheet } from './xlsx-parse'
import { NEXT, type ParseJob, type ParseMessage } from './xlsx-read'

const post = (message: ParseMessage) => parentPort!.postMessage(message)
/** Resumes the parse waiting for its batch to be taken. */
let resume: (() => void) | undefined

function handOver(rows: SheetRow[]): Promise<void> {
  return new Promise((resolve) => {
    resume = resolve
    post({ rows, done: false })
  })
}

parentPort!.on('message', (message: ParseJob | typeof NEXT) => {
  if (message === NEXT) {
    const next = resume
    resume = undefined
    next?.()
    return
  }
  const file = Buffer.from(message.file.buffer, message.file.byteOffset, message.file.byteLength)
  parseSheet(file, message.columns, message.maxRows, { rows: message.batchRows, handOver })
    .then(
      (rows) => post({ rows, done: true }),
      // Every failure of a parse is the file's: unexpected ones read as an invalid workbook.
      (err: unknown) => post({ messages: err instanceof SpreadsheetError ? err.messages : [NOT_A_WORKBOOK] }),
    )
    // The worker waits idle for the next parse (xlsx-read.ts): not with this one's workbook in its heap.
    .finally(() => setImmediate(collectGarbage))
})
