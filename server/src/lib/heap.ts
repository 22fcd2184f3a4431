/**
 * A full garbage collection asked for before work whose memory adds to whatever the heap
 * already holds (issue 26). V8 collects its old generation only when the heap nears a
 * limit that itself grows with the heap: right after three 5,000-row register uploads the
 * main thread held ~130 MB, most of it their garbage, and register generation's own
 * rows and layouts stacked on it (only young-generation collections ran during the job),
 * putting the process at ~350 MB where a fresh server peaks at ~240 MB. Node has no public
 * call for a collection but `--expose-gc`, which can be set at run time; its `gc` is then
 * found in a new context.
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/**
 * Collects the whole heap. It holds the event loop for the collection (V8 marks in
 * parallel threads, but the call waits for them): on a heap of ~130 MB, tens of milliseconds.
 */
export function collectGarbage(): void {
  gc()
}
