/**
 * Company setup routes: groups, companies, branches (+ documents), agreements and the
 * reference lookups. Groups, companies and branches are open to edit requests
 * (modules/edit-requests).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpoints } from '@ihrc/contract'
import { registerCrud } from '../../lib/crud'
import { agreementResource } from './agreement'
import { branchResource } from './branch'
import { branchExtraRoutes } from './branch-routes'
import { companyResource } from './company'
import { companyGroupResource } from './company-group'
import { lookupRoutes } from './lookups'
import { suggestionRoutes } from './suggestions'

export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Special routes first where they share a stem with `:id` (clarity only; Fastify prefers static segments).
  branchExtraRoutes(app)
  registerCrud(app, companyGroupResource, endpoints.companyGroup)
  registerCrud(app, companyResource, endpoints.company)
  registerCrud(app, branchResource, endpoints.branch)
  registerCrud(app, agreementResource, endpoints.agreement)
  lookupRoutes(app)
  suggestionRoutes(app)
}
