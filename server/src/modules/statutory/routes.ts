/**
 * `GET statutory-rules`: the rules in force (today in India unless `on` is given) with
 * their sources, for any signed-in user: reference data, the same for every tenant.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { businessToday, statutoryRulesQuery, statutoryRulesResponse } from '@ihrc/contract'
import { loadLatePaymentRules, loadStatutoryRules } from './rules-store'

export const statutoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statutory-rules',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['statutory'], querystring: statutoryRulesQuery, response: { 200: statutoryRulesResponse } },
    },
    async (request) => {
      const { scheme, state_id: stateId, on = businessToday() } = request.query
      const [data, latePayment] = await Promise.all([
        loadStatutoryRules(app.db, { scheme, stateId, on }),
        loadLatePaymentRules(app.db, { scheme, on }),
      ])
      return { data, late_payment: latePayment }
    },
  )
}
