/**
 * Route modules mounted under /ihrc-api/companyadmin, in this order. Each is a plain
 * Fastify plugin written with FastifyPluginAsyncZod; every route declares
 * `config.access` (see src/plugins/access.ts). Append new modules here, and a module's
 * demo piece to `demoPieces`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { DemoPiece } from './demo-piece'
import { complianceDemo } from './compliance/demo'
import { noticesDemo } from './notices/demo'
import { notificationsDemo } from './notifications/demo'
import { organisationDemo } from './organisation/demo'
import { peopleDemo } from './people/demo'
import { registersDemo } from './registers/demo'
import { setupsDemo } from './setups/demo'
import { trackersDemo } from './trackers/demo'
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

/** The demo tenant's pieces (demo-tenant.ts), in this order: each reads what the ones before it made. */
export const demoPieces: DemoPiece[] = [
  organisationDemo,
  peopleDemo,
  complianceDemo,
  setupsDemo,
  trackersDemo,
  registersDemo,
  noticesDemo,
  notificationsDemo,
]
