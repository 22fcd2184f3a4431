/**
 * What the console sends the dashboard's graphs (their filters) and the sizes of their
 * answers it relies on (graph-sizes.ts), without the answers' schemas (graphs.ts). The
 * server parses the query with it; /home reads its URL's filters with graph-query-values.ts,
 * which answers as this schema does without evaluating zod (bench/README.md, s39).
 */
import { z } from 'zod'
import { recordId } from './envelope'
import { periodQuery } from './period'
import { placeFilterShape } from './place-filter'
export * from './graph-sizes'

export const graphQuery = z.object({
  ...placeFilterShape,
  branch_id: recordId().optional(),
  ...periodQuery.shape,
})
export type GraphQuery = z.infer<typeof graphQuery>
