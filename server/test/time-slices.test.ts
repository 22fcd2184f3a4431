/**
 * The slicing machinery every long loop of the server goes through (bulk uploads' rows,
 * the statutory facts' first parse): its answers are the plain loop's, and the event loop
 * takes turns while it runs, so another request is served before the loop ends.
 */
import { describe, expect, it } from 'vitest'
import { mapInSlices } from '../src/lib/time-slices'

/** Keeps the thread busy for `ms` of wall time, as a row's checks or a schema's parse would. */
function busy(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until);
}

describe('mapInSlices', () => {
  it("answers what map answers, in the items' order", async () => {
    expect(await mapInSlices([3, 1, 2], (n) => n * 10)).toEqual([30, 10, 20])
    expect(await mapInSlices(new Set(['a', 'b']), (s) => s.toUpperCase())).toEqual(['A', 'B'])
    expect(await mapInSlices([], () => 1)).toEqual([])
  })

  it('lets the event loop take a turn once a slice has run, not after the whole list', async () => {
    const order: string[] = []
    setImmediate(() => order.push('other work'))
    // 20 items of 2 ms each: the 5 ms slice runs out several times before the end.
    const answers = await mapInSlices(
      Array.from({ length: 20 }, (_, i) => i),
      (i) => {
        busy(2)
        order.push(`item ${i}`)
        return i
      },
    )
    expect(answers).toHaveLength(20)
    const served = order.indexOf('other work')
    expect(served).toBeGreaterThan(0)
    expect(served).toBeLessThan(order.length - 1)
  })
})
