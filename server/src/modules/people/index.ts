/**
 * People: designations, users (with their own grants) and external users. Every route
 * declares its menu and action; the escalation rules live in grants.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpoints } from '@ihrc/contract'
import { registerCrud } from '../../lib/crud'
import { externalUserAccessRoutes, externalUserResource } from './external-users'
import { rolePermissionRoutes, roleResource } from './roles'
import { userPermissionRoutes, userResource } from './users'
import { userSheetRoutes } from './users-sheet'

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  rolePermissionRoutes(app)
  registerCrud(app, roleResource, endpoints.role)
  const user = userResource(app)
  // Static sheet paths next to `user/:id`.
  userSheetRoutes(app, user)
  userPermissionRoutes(app, user)
  registerCrud(app, user, endpoints.user)
  const externalUser = externalUserResource(app)
  externalUserAccessRoutes(app, externalUser)
  registerCrud(app, externalUser, endpoints.externalUser)
}
