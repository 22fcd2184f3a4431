import type { TrackerGrid } from '@ihrc/contract'
import { formatAmount } from '@/components/ui/format'

/** "What lateness costs": interest and damages to date per company for the year. */
export function ExposureTotals({ totals, year }: { totals: TrackerGrid['totals']; year: string }) {
  const caption = `Interest and damages to date, ${year}`
  return (
    <table className="w-full max-w-2xl text-sm" aria-label={caption}>
      <caption className="mb-2 text-start font-semibold">{caption}</caption>
      <thead>
        <tr className="text-start">
          <th scope="col" className="py-1 text-start">
            Company
          </th>
          <th scope="col" className="py-1 text-end">
            Interest
          </th>
          <th scope="col" className="py-1 text-end">
            Damages
          </th>
          <th scope="col" className="py-1 text-end">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.map((t) => (
          <tr key={t.company_id} className="border-t border-gray-200 dark:border-gray-700">
            <th scope="row" className="py-1 text-start font-normal">
              {t.company_name}
            </th>
            <td className="py-1 text-end">{formatAmount(t.interest)}</td>
            <td className="py-1 text-end">{formatAmount(t.damages)}</td>
            <td className="py-1 text-end font-semibold">{formatAmount(t.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
