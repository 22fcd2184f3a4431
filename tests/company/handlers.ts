import { HttpResponse } from 'msw'
import type { Branch } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { DISTRICTS, LOCATIONS, STATES, aBranch, aCompany, aGroup, paged } from './fixtures'

/** The dropdown lookups every Company Setup screen asks for. */
export const lookupHandlers = [
  onApi.get('company-group', () => HttpResponse.json(paged([aGroup()]))),
  onApi.get('company', () => HttpResponse.json(paged([aCompany(), aCompany({ id: 11, name: 'Beta Foods' })]))),
  onApi.get('states', () => HttpResponse.json({ data: STATES })),
  onApi.get('district', ({ request }) => {
    const stateId = Number(new URL(request.url).searchParams.get('state_id'))
    return HttpResponse.json({ data: DISTRICTS.filter((d) => d.parent_id === stateId) })
  }),
  onApi.get('location', ({ request }) => {
    const districtId = Number(new URL(request.url).searchParams.get('district_id'))
    return HttpResponse.json({ data: LOCATIONS.filter((l) => l.parent_id === districtId) })
  }),
  onApi.get('branch/all', () => HttpResponse.json({ data: [{ id: 100, name: 'Pune Plant', company_id: 10, state_id: 27 }] })),
]

/**
 * A small in-memory branch API: lists what it holds (recording each list query), deletes
 * by id. Tests read `queries` to check what the screen sent.
 */
export function branchApi(
  initial: Branch[] = [aBranch(), aBranch({ id: 101, name: 'Mumbai HO', district_name: 'Mumbai', location_name: 'Andheri' })],
) {
  const rows = [...initial]
  const queries: URLSearchParams[] = []
  const handlers = [
    onApi.get('branch', ({ request }) => {
      const params = new URL(request.url).searchParams
      queries.push(params)
      const search = params.get('search')?.toLowerCase()
      const shown = search ? rows.filter((r) => r.name.toLowerCase().includes(search)) : rows
      return HttpResponse.json(paged(shown, Number(params.get('page') ?? 1), Number(params.get('page_size') ?? 20)))
    }),
    onApi.delete('branch/:id', ({ params }) => {
      const at = rows.findIndex((r) => r.id === Number(params.id))
      if (at < 0) return HttpResponse.json({ message: 'Branch not found' }, { status: 404 })
      rows.splice(at, 1)
      return HttpResponse.json({ data: null, message: 'Branch deleted' })
    }),
  ]
  return { rows, queries, handlers }
}
