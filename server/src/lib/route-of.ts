/**
 * The one way a route is registered: from its row of the endpoint table
 * (contract/src/endpoints.ts). The row gives the method, the path and who may call it;
 * the module gives the schemas and the handler. So a new route is one row plus its
 * handler, and the console, which builds every URL from the same row, cannot call
 * another path than the server serves.
 */
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Endpoint } from '@ihrc/contract'
import type { ZodApp } from './crud/context'

export type RouteOptions<Schema extends FastifySchema> = Omit<
  RouteShorthandOptionsWithHandler<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    Schema,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'config'
>

/** The `:name` parameters of a row's path. */
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!).sort()

/**
 * Registers `row` on `app` (a plugin scope under the API prefix) with the row's method,
 * path and access. A params schema must name exactly the path's parameters: a row whose
 * `:id` was misspelled stops the start-up here instead of answering 400 to every call.
 */
export function routeOf<const Schema extends FastifySchema>(app: ZodApp, row: Endpoint, options: RouteOptions<Schema>): void {
  const params = options.schema?.params
  if (params instanceof z.ZodObject) {
    const declared = Object.keys(params.shape).sort()
    const inPath = pathParams(row.path)
    if (declared.join() !== inPath.join()) {
      throw new Error(
        `Route ${row.method} ${row.path}: its params schema names ${declared.join(', ') || 'nothing'}, its path ${inPath.join(', ') || 'nothing'}`,
      )
    }
  }
  app.route({ ...options, method: row.method, url: `/${row.path}`, config: { access: row.access } })
}
