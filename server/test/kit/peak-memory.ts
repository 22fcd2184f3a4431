/**
 * The most live memory (JS heap and Buffers, after a full collection) that `work` added
 * at any moment, sampled while it runs: a file streamed through keeps it flat, a file
 * held whole adds its size. Collections are forced so that garbage not yet collected
 * does not count.
 */
import v8 from 'node:v8'
import vm from 'node:vm'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

function live(): number {
  gc()
  const m = process.memoryUsage()
  return m.heapUsed + m.arrayBuffers
}

export async function peakMemoryGrowth<T>(work: () => Promise<T>, everyMs = 100): Promise<{ result: T; peakBytes: number }> {
  const base = live()
  let peak = 0
  const timer = setInterval(() => (peak = Math.max(peak, live() - base)), everyMs)
  try {
    const result = await work()
    return { result, peakBytes: Math.max(peak, live() - base) }
  } finally {
    clearInterval(timer)
  }
}
