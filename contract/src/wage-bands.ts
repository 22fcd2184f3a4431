import { z } from 'zod'
import { plainText } from './envelope'
import { nullable } from './form-fields'

/**
 * The head count a PT or LWF tracker row enters per wage band of the state's slab, as one
 * line a spreadsheet cell holds too: `from[f|m]:count[:wages]` entries separated by `;`.
 * `from` is the band's lowest wage as the slab writes it (its wage basis: a month's wages,
 * or the half-year's or year's income), `f`/`m` picks the women's or men's band where the
 * state has both, and `wages` (the band's total wages) is needed only where the slab is a
 * percentage of wages (Haryana LWF). Example: `10001m:12; 25001f:3`.
 */
export interface WageBandCount {
  from: number
  gender: 'female' | 'male' | null
  count: number
  wages: number | null
}

export const WAGE_BANDS_HINT =
  'One entry per band: lowest wage of the band, f or m where the slab differs, colon, head count, e.g. 10001m:12; 25001f:3'
const ENTRY = /^(\d+(?:\.\d+)?)([fm])?:(\d+)(?::(\d+(?:\.\d{1,2})?))?$/

/** The entries, or the first entry that cannot be read. */
export function parseWageBands(text: string): { bands: WageBandCount[] } | { error: string } {
  const bands: WageBandCount[] = []
  for (const raw of text.split(';')) {
    const entry = raw.replace(/\s+/g, '')
    if (entry === '') continue
    const match = ENTRY.exec(entry)
    if (!match) return { error: `"${raw.trim()}" is not a wage band entry (${WAGE_BANDS_HINT})` }
    const [, from, g, count, wages] = match
    const gender = g === 'f' ? 'female' : g === 'm' ? 'male' : null
    if (bands.some((b) => b.from === Number(from) && b.gender === gender)) return { error: `The band from ${from} is entered twice` }
    bands.push({ from: Number(from), gender, count: Number(count), wages: wages === undefined ? null : Number(wages) })
  }
  return { bands }
}

/** The tracker field's schema: text in that form, or empty (null). */
export function wageBandsField(label: string) {
  return nullable(
    plainText()
      .trim()
      .max(500, `${label} must be at most 500 characters`)
      .superRefine((text, ctx) => {
        const parsed = parseWageBands(text)
        if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error })
      }),
  )
}

/**
 * What a row should have paid under the slabs or rates in force for its period, beside
 * what it paid: `amount` null with `missing` saying which input the row lacks (never a
 * guess); `shortfall` is what was paid short, when it was (null otherwise).
 */
export const expectedAmount = z.object({
  amount: z.number().nullable(),
  paid: z.number().nullable(),
  shortfall: z.number().nullable(),
  missing: z.string().nullable(),
  /** How it was computed, in words (the bands and amounts used). */
  basis: z.string(),
})
export type ExpectedAmount = z.infer<typeof expectedAmount>
