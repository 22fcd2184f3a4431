/**
 * Worker-thread entry of uploads' parses (started by xlsx-read.ts with memory and
 * time limits): parses each workbook it is sent, one at a time, and posts back the
 * rows or the messages a person can act on. A worker that dies is answered by its parent.
 */
import { parentPort } from 'node:worker_threads'
import { NOT_A_WORKBOOK, SpreadsheetError } from './xlsx-cells'
import { parseSheet } from './xlsx-parse'
import type { ParseJob, ParseOutcome } from './xlsx-read'

const post = (outcome: ParseOutcome) => parentPort!.postMessage(outcome)

parentPort!.on('message', (job: ParseJob) => {
  parseSheet(Buffer.from(job.file.buffer, job.file.byteOffset, job.file.byteLength), job.columns, job.maxRows).then(
    (rows) => post({ rows }),
    // Every failure of a parse is the file's: unexpected ones read as an invalid workbook.
    (err: unknown) => post({ messages: err instanceof SpreadsheetError ? err.messages : [NOT_A_WORKBOOK] }),
  )
})
