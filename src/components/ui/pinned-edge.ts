/**
 * The pinned column's start edge, a 1 px line in both themes, drawn by its header cell and by
 * each row's cell: the column reads as lying over what scrolls under it, as a frozen column does.
 */
export const PINNED_EDGE =
  'shadow-[-1px_0_0_var(--color-gray-200)] dark:shadow-[-1px_0_0_var(--color-gray-700)] rtl:shadow-[1px_0_0_var(--color-gray-200)] dark:rtl:shadow-[1px_0_0_var(--color-gray-700)]'

/**
 * While columns lie under the pinned one (the scroll area is not at its end), each pinned cell
 * fades what scrolls under it over 2rem: an amount cut at the edge ("₹8,42,8") reads as going
 * on under the column, not as a whole, smaller number. The fade is the cell's own background
 * (so hovered and selected rows fade in their colour), masked from clear to solid; the scroll
 * area marks its end with `data-at-end` (see use-pinned-column.ts).
 */
export const PINNED_FADE = [
  "before:pointer-events-none before:absolute before:inset-y-0 before:end-full before:w-8 before:content-['']",
  'before:[background:inherit] before:[mask-image:linear-gradient(to_right,transparent,black)]',
  'rtl:before:[mask-image:linear-gradient(to_left,transparent,black)]',
  'group-data-[at-end]/table:before:hidden',
].join(' ')

/** The fade's width in px (w-8), kept clear of a column brought into view beside it. */
export const PINNED_FADE_PX = 32
