/**
 * The charts' colours, one per slice or series in order, each readable on the card in
 * light and dark (the lighter shade in dark mode). Whole class names, so Tailwind sees them.
 */
export const CHART_FILLS = [
  'fill-primary dark:fill-indigo-400',
  'fill-emerald-600 dark:fill-emerald-400',
  'fill-amber-500 dark:fill-amber-300',
  'fill-rose-600 dark:fill-rose-400',
  'fill-sky-600 dark:fill-sky-400',
  'fill-violet-600 dark:fill-violet-400',
] as const

/** The legend's swatches, the same colours as backgrounds. */
export const CHART_SWATCHES = [
  'bg-primary dark:bg-indigo-400',
  'bg-emerald-600 dark:bg-emerald-400',
  'bg-amber-500 dark:bg-amber-300',
  'bg-rose-600 dark:bg-rose-400',
  'bg-sky-600 dark:bg-sky-400',
  'bg-violet-600 dark:bg-violet-400',
] as const

export const fillOf = (i: number) => CHART_FILLS[i % CHART_FILLS.length]!
export const swatchOf = (i: number) => CHART_SWATCHES[i % CHART_SWATCHES.length]!
