/**
 * The pinned column's start edge, a 1 px line in both themes, drawn by its header cell and by
 * each row's cell: the column reads as lying over what scrolls under it, as a frozen column does.
 */
export const PINNED_EDGE = 'shadow-[-1px_0_0_var(--color-gray-200)] dark:shadow-[-1px_0_0_var(--color-gray-700)]'
