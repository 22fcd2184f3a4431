/**
 * The place filter of lists and of the dashboard, in its own module: the dashboard's query
 * (graphs.ts) is built from it without evaluating the organisation's schemas.
 */
import { optionalId } from './envelope'

/** Where a branch is, as the branch list and the dashboard filter by it: group, company and place. */
export const placeFilterShape = {
  group_id: optionalId,
  company_id: optionalId,
  state_id: optionalId,
  district_id: optionalId,
  location_id: optionalId,
}
