/**
 * Route modules mounted under /ihrc-api/companyadmin, in this order. Each is a plain
 * Fastify plugin written with FastifyPluginAsyncZod; every route declares
 * `config.access` (see src/plugins/access.ts). Append new modules here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authRoutes } from './auth/routes'
import { complianceRoutes } from './compliance'
import { editRequestRoutes } from './edit-requests/routes'
import { organisationRoutes } from './organisation'
import { peopleRoutes } from './people'
import { settingsRoutes } from './settings'
import { setupRoutes } from './setups'
import { statutoryRoutes } from './statutory'
import { dueItemRoutes } from './compliance/due-items/routes'
import { certificateRoutes } from './compliance/certificates/routes'
import { trackerRoutes } from './trackers'
import { registerRoutes } from './registers'
import { noticeTrackerRoutes } from './notices'
import { notificationRoutes } from './notifications'
import { graphRoutes } from './graphs/routes'

export const modules: FastifyPluginAsyncZod[] = [
  authRoutes,
  organisationRoutes,
  peopleRoutes,
  statutoryRoutes,
  editRequestRoutes,
  setupRoutes,
  complianceRoutes,
  settingsRoutes,
  dueItemRoutes,
  certificateRoutes,
  trackerRoutes,
  registerRoutes,
  noticeTrackerRoutes,
  notificationRoutes,
  graphRoutes,
]
