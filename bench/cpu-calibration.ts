// Lighthouse's mobile run multiplies the CPU time it observed by 4: a factor meant to turn a
// high-end desktop host (benchmarkIndex ~1,500) into a mid-tier phone. On a slower host the same
// factor simulates a slower phone than Lighthouse targets, and Lighthouse's documentation says
// to calibrate it (docs/throttling.md, "Calibrating the CPU slowdown"; its CLI warns below an
// index of 1,000). This is the calculator that page links to
// (patrickhulce/lighthouse-cpu-throttling-calculator): 1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 → 1×.
import { chromium } from 'playwright-core'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'

/** The CPU slowdown that makes a host of this benchmarkIndex Lighthouse's mid-tier phone. */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150)
    throw new Error(`benchmarkIndex ${benchmarkIndex}: slower than any phone the calculator knows`)
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return 1 + (benchmarkIndex - 150) / 650
}

/** Lighthouse's own benchmark, run `times` in a blank page of the Chrome on `port`: the median and every value. */
export async function hostBenchmarkIndex(port: number, times = 5): Promise<{ median: number; values: number[] }> {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await cdp.contexts()[0]!.newPage()
    const values: number[] = []
    for (let i = 0; i < times; i++) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`))
    await page.close()
    const sorted = [...values].sort((a, b) => a - b)
    return { median: sorted[Math.floor(sorted.length / 2)]!, values }
  } finally {
    await cdp.close()
  }
}
