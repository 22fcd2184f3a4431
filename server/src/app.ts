/**
 * Builds the Fastify application (not listening): external plugins, then the app's
 * own plugins (database, access guard, error handler), then the route modules and the
 * SPA. main.ts and the tests both start here.
 */
import fastifyCompress from '@fastify/compress'
import fastifyCors from '@fastify/cors'
import fastifyMultipart from '@fastify/multipart'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Db } from './db/client'
import { accessTokens, type AccessTokens } from './lib/access-token'
import { EditRequestRegistry } from './lib/crud/edit-request-registry'
import { openApiTransform } from './lib/documented-body'
import type { BlobStore } from './lib/blob-store'
import type { FileStore } from './lib/file-store'
import { fileStoreOf, openBlobStore } from './lib/storage'
import { errorHandler } from './lib/errors'
import { createJobQueue, type JobQueue } from './lib/jobs'
import { createScheduler, type Clock, type Scheduler } from './lib/scheduler'
import { loggerOptions, requestLineLogger } from './lib/logger'
import { COMPRESS_THRESHOLD, COMPRESSIBLE_JSON, JSON_GZIP_OPTIONS, registerJsonGzip } from './lib/json-gzip'
import { healthRoutes } from './modules/health'
import { modules } from './modules'
import accessPlugin from './plugins/access'
import endpointTable from './plugins/endpoint-table'
import { API_DOCS_CSP, registerSecurityHeaders } from './plugins/security-headers'
import { isSpaDeepLink, registerSpa, sendSpaIndex, spaAvailable } from './plugins/spa'
import { API_PREFIX, API_ROOT } from './lib/api-paths'

/** Upload limits for every multipart route; a larger file answers 413. */
export const UPLOAD_LIMITS = { fileSize: 20 * 1024 * 1024, files: 1, fields: 50, fieldSize: 100 * 1024 }

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: Config
    tokens: AccessTokens
    /** The stored files (uploads), one store for every module. */
    files: FileStore
    /** Background jobs (lib/jobs.ts): modules queue work too long for a request and register its handler. */
    jobs: JobQueue
    /** The job machinery (lib/scheduler.ts): queues, schedules and the clock they run by. */
    scheduler: Scheduler
  }
}

/**
 * One log line per request instead of Fastify's two (each line is a write): the
 * "incoming" line drops to debug, the completed line names the request it answers.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request')
  }
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply)
    requestLineLogger(request.server.log).info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    )
  }
}

export interface BuildOptions {
  db: Db
  config: Config
  /** true: the product's pino settings (redaction included); false/absent: silent. */
  logger?: boolean | FastifyServerOptions['logger']
  /** An existing pino logger (main.ts logs start-up with it before the app exists). */
  loggerInstance?: FastifyBaseLogger
  /** Extra route modules (tests), registered under the API prefix after the product's. */
  extraModules?: FastifyPluginAsyncZod[]
  /** The documents' store; by default the one the configuration names (lib/storage.ts). */
  blobs?: BlobStore
  /** What "now" is for scheduled work (tests fix it); the system's clock by default. */
  clock?: Clock
  /** Whether cron schedules run (lib/scheduler.ts `schedules`); true by default, off in test apps. */
  schedules?: boolean
}

export type App = FastifyInstance

export async function buildApp({
  db,
  config,
  logger,
  loggerInstance,
  extraModules = [],
  blobs,
  clock,
  schedules,
}: BuildOptions): Promise<App> {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: logger === true ? loggerOptions() : (logger ?? false) }),
    trustProxy: config.trustProxy,
    logController: new OneLinePerRequest(),
    // `company/` and `company` are the same call; a client's stray slash is no 404.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('db', db)
  app.decorate('config', config)
  app.decorate('tokens', accessTokens(config.jwtSecret))
  const files = fileStoreOf(blobs ?? (await openBlobStore(config)), config)
  app.decorate('files', files)
  // A document upload's spool file goes when its request ends, whatever happened.
  app.addHook('onResponse', (request) => files.release(request))
  app.addHook('onRequestAbort', (request) => files.release(request))
  app.addHook('onClose', async () => files.blobs.close?.())
  // Filled by registerCrud as resources declare `editRequests`; read by the edit-request routes.
  app.decorate('editables', new EditRequestRegistry())
  // Modules declare their queues while loading; work starts once the app is ready.
  const scheduler = createScheduler(db, app.log, { clock, schedules })
  app.decorate('scheduler', scheduler)
  app.decorate('jobs', createJobQueue(db, scheduler, app.log))
  app.addHook('onReady', async () => scheduler.start())
  app.addHook('preClose', async () => scheduler.stop())

  // External plugins; the security headers first, so every answer carries them.
  await registerSecurityHeaders(app, API_ROOT, config.spaDir)
  if (config.corsOrigin) await app.register(fastifyCors, { origin: config.corsOrigin.split(',').map((o) => o.trim()) })
  // Large JSON answers (a 200-row page is ~165 KB) gzipped: on a phone's network that was
  // most of the branch page's LCP. Small pages stay plain (compressing them costs more CPU
  // than it saves time); the console's assets are precompressed at build (plugins/spa.ts),
  // and exports are zip files already. A serialised answer is gzipped in one call
  // (lib/json-gzip.ts); @fastify/compress takes the rest.
  registerJsonGzip(app)
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['gzip'],
    customTypes: COMPRESSIBLE_JSON,
    zlibOptions: JSON_GZIP_OPTIONS,
  })
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS })
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'IHRC company admin API', version: '1.0.0', description: 'See API.md for conventions.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: openApiTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: `${API_ROOT}/docs`, transformStaticCSP: () => API_DOCS_CSP })

  // Graceful shutdown: idle keep-alive connections are closed when closing starts, but
  // one busy with a request would then idle on for the keep-alive timeout and hold
  // close() open. Answers sent while closing therefore end their connection.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })

  // App plugins.
  await app.register(accessPlugin, { db, tokens: app.tokens, prefix: API_PREFIX })
  app.setErrorHandler(errorHandler)

  // Routes.
  await app.register(healthRoutes, { prefix: API_ROOT })
  await app.register(
    async (api) => {
      await api.register(endpointTable, { prefix: API_PREFIX })
      for (const mod of modules) await api.register(mod)
    },
    { prefix: API_PREFIX },
  )
  // Tests' probe routes, in a scope of their own: they are no part of the endpoint table.
  await app.register(
    async (api) => {
      for (const mod of extraModules) await api.register(mod)
    },
    { prefix: API_PREFIX },
  )
  await registerSpa(app, config.spaDir)
  const serveSpa = spaAvailable(config.spaDir)

  app.setNotFoundHandler((request, reply) => {
    if (serveSpa && isSpaDeepLink(request.method, request.url)) return sendSpaIndex(reply, config.spaDir)
    return reply.status(404).send({ message: 'Not found' })
  })

  return app
}
