/**
 * How far V8 lets the main heap grow past what the last full collection kept. On a machine
 * with gigabytes to spare V8 allows up to 4× that before collecting again: during the ten
 * 10,000-row branch uploads of `bench/lists.ts` (LISTS_PARTS=filling) the live heap was
 * ~45–50 MB after each full collection, but the old generation grew to ~170 MB of garbage
 * (each batch's shapes and the requests served meanwhile, promoted) before the next one,
 * and the server peaked at 326–332 MB against a 250 MB budget (bench/README.md, "Uploads'
 * memory"). At 1.5× the same uploads peaked at ~230 MB, no slower.
 *
 * Set at start rather than on the command line so that every way of starting the server
 * (`npm start`, the benches' and browser tests' child process) gets it. V8 reads this flag
 * each time it sets the next limit, so setting it after start takes effect.
 */
import { setFlagsFromString } from 'node:v8'

/** The next full collection comes once the heap has grown by this share of what the last one kept. */
const HEAP_GROWING_PERCENT = 50

export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
}
