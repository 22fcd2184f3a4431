import { describe, expect, test } from 'vitest'
import { COUNT, RUPEES, formatAmount, formatCount } from '@/components/ui/format'

/**
 * formatAmount and formatCount write numbers by hand (a page's first en-IN NumberFormat costs
 * a long task: bench/README.md, session s40); they must write exactly what Intl writes.
 */
const intlAmount = new Intl.NumberFormat('en-IN', RUPEES)
const intlCount = new Intl.NumberFormat('en-IN', COUNT)

/** A fixed pseudo-random sequence (the same numbers every run). */
function* numbers(count: number) {
  let seed = 24
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(next() * 22 - 8)
    const places = Math.floor(next() * 5)
    const n = Number((next() * magnitude).toFixed(Math.min(places + 8, 20)))
    yield next() < 0.3 ? -n : n
    // Halves at the rounding digit: 12.345, 0.5, 2.5.
    yield Number((Math.floor(next() * 100000) / 1000 + 0.0005).toFixed(4))
    yield Math.floor(next() * 1000) + 0.5
  }
}

const edges = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  1.5,
  2.5,
  -2.5,
  0.004,
  0.005,
  -0.005,
  0.125,
  1.005,
  2.675,
  999.995,
  99999.995,
  123456.785,
  1e-7,
  5e-7,
  1234567.555,
  -1234567.555,
  1e15,
  123456789012.345,
  2 ** 53 + 2,
  1e20,
  9.99e20,
  1e21,
  1.5e22,
  1e300,
]

describe('formatAmount and formatCount write what Intl.NumberFormat en-IN writes', () => {
  test.each(edges)('%s', (n) => {
    expect(formatAmount(n)).toBe(intlAmount.format(n))
    expect(formatCount(n)).toBe(intlCount.format(n))
  })

  test('20,000 numbers of every size, sign and number of decimals', () => {
    const differ: string[] = []
    for (const n of numbers(20_000)) {
      if (formatAmount(n) !== intlAmount.format(n)) differ.push(`${n}: ${formatAmount(n)} ≠ ${intlAmount.format(n)}`)
      if (formatCount(n) !== intlCount.format(n)) differ.push(`${n}: ${formatCount(n)} ≠ ${intlCount.format(n)}`)
    }
    expect(differ.slice(0, 5)).toEqual([])
  })

  test('texts are read as numbers; what is no number stays as it is; nothing is a dash', () => {
    expect(formatAmount('458272.5')).toBe('₹4,58,272.50')
    expect(formatCount('120000')).toBe('1,20,000')
    expect(formatAmount('n/a')).toBe('n/a')
    expect(formatCount(null)).toBe('—')
  })
})
