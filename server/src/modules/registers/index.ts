/**
 * Register and Return (issue 25): the five input registers, one factory resource and
 * route set per kind of INPUT_REGISTERS (a kind in the map is served without another
 * line here); the register formats of Global Settings → Register Template; the output
 * registers and their generation job.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { INPUT_KINDS, endpoints, type InputKind } from '@ihrc/contract'
import { registerCrud } from '../../lib/crud'
import { registerFormatResource } from './formats'
import { GENERATION_JOB, generationHandler } from './generate'
import { registerOutputRoutes } from './outputs'
import { inputUploadResource, registerInputRoutes, type InputUploadResource } from './uploads'

/** Every kind's uploads, by kind (tests and the demo read them). */
export const inputUploadResources = Object.fromEntries(INPUT_KINDS.map((k) => [k, inputUploadResource(k)])) as Record<
  InputKind,
  InputUploadResource
>

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of INPUT_KINDS) registerInputRoutes(app, kind, inputUploadResources[kind])
  registerCrud(app, registerFormatResource, endpoints.registerTemplate)
  registerOutputRoutes(app)
  app.jobs.work(GENERATION_JOB, generationHandler(app.db, app.files))
}
