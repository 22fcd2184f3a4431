import type { PageMeta } from '@ihrc/contract'

/** The one shape of a paged list answer: every list route answers `{ data, meta }` through here. */
export function pagedAnswer<T>(
  query: { page: number; page_size: number },
  data: T[],
  total: number,
  totalIsEstimate?: boolean,
): { data: T[]; meta: PageMeta } {
  return {
    data,
    meta: { page: query.page, page_size: query.page_size, total, ...(totalIsEstimate && { total_is_estimate: true }) },
  }
}
