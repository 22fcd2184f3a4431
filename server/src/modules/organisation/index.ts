/**
 * Company setup routes: groups, companies, branches (+ documents), agreements, the
 * reference lookups and company edit requests.
 */
import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { registerCrud } from '../../lib/crud'
import { FileStore } from '../../lib/files'
import { agreementResource } from './agreement'
import { branchResource } from './branch'
import { branchExtraRoutes } from './branch-routes'
import { companyResource } from './company'
import { companyGroupResource } from './company-group'
import { editRequestRoutes } from './edit-requests'
import { lookupRoutes } from './lookups'
import { suggestionRoutes } from './suggestions'

export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = new FileStore(path.join(app.config.dataDir, 'files'))
  const branch = branchResource(files)
  // Special routes first where they share a stem with `:id` (clarity only; Fastify prefers static segments).
  branchExtraRoutes(app, branch, files)
  registerCrud(app, companyGroupResource)
  registerCrud(app, companyResource)
  registerCrud(app, branch)
  registerCrud(app, agreementResource)
  lookupRoutes(app)
  suggestionRoutes(app)
  editRequestRoutes(app, { company_group: companyGroupResource, company: companyResource, branch })
}
