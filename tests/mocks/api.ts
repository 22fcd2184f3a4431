import { http, type HttpHandler } from 'msw'
import { findEndpoint, type HttpMethod } from '@ihrc/contract/endpoints'

/** msw URL pattern of an API path, whatever origin the client resolves against. */
const apiUrl = (path: string) => `*/ihrc-api/companyadmin/${path}`

type Resolver = Parameters<typeof http.get>[1]

/**
 * msw handlers of the SPA tests, held to the endpoint table: a handler can only be
 * written for a method and path the table has (`onApi.get('branch/:id', …)`, or a
 * concrete `branch/100`). With every other request failing the test (tests/setup.ts),
 * a console call to a path the server does not serve cannot pass the tests.
 */
function answering(method: HttpMethod, register: typeof http.get) {
  return (path: string, resolver: Resolver): HttpHandler => {
    if (!findEndpoint(method, path)) {
      throw new Error(`${method} ${path} is not in the endpoint table (contract/src/endpoints.ts): the server has no such route`)
    }
    return register(apiUrl(path), resolver)
  }
}

export const onApi = {
  get: answering('GET', http.get),
  post: answering('POST', http.post),
  put: answering('PUT', http.put),
  delete: answering('DELETE', http.delete),
}
