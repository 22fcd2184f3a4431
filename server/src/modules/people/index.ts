/**
 * People: designations, users (with their own grants) and external users. Every route
 * declares its menu and action; the escalation rules live in grants.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { registerCrud } from '../../lib/crud'
import { externalUserRoutes } from './external-users'
import { rolePermissionRoutes, roleResource } from './roles'
import { userRoutes } from './users'
import { userSheetRoutes } from './users-sheet'

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  rolePermissionRoutes(app)
  registerCrud(app, roleResource)
  // Static sheet paths next to `user/:id`.
  userSheetRoutes(app)
  userRoutes(app)
  externalUserRoutes(app)
}
