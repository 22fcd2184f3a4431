/** Rupees as administrators read them: Indian digit grouping, no paise unless there are some. */
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 })

export const rupees = (amount: number | string | null | undefined) =>
  amount === null || amount === undefined || amount === '' ? '—' : RUPEES.format(Number(amount))
