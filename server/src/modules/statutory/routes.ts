/**
 * `GET statutory-rules` and its export: the statutory facts with their sources (filters:
 * scheme, state, kind of fact, in force on a day), for any signed-in user: reference data,
 * the same for every tenant, behind every due date the console shows.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FACT_CONFIDENCE,
  RULE_FREQUENCY,
  STATUTORY_FACT,
  STATUTORY_SCHEME,
  businessToday,
  describeFactValue,
  endpoints,
  statutoryRulesQuery,
  statutoryRulesResponse,
  type StatutoryFact,
} from '@ihrc/contract'
import { XLSX_ANSWER } from '../../lib/file-answer'
import { datedFilename, exportStream, sendXlsx } from '../../lib/xlsx'
import { loadLatePaymentRules, loadStatutoryFacts } from './facts-store'
import { routeOf } from '../../lib/crud'

const tags = ['statutory']

const EXPORT_COLUMNS = [
  { header: 'Scheme', width: 10 },
  { header: 'State', width: 22 },
  { header: 'Fact', width: 20 },
  { header: 'Applies to', width: 22 },
  { header: 'Rule', width: 60 },
  { header: 'In figures', width: 50 },
  { header: 'Effective from', width: 14 },
  { header: 'Effective to', width: 14 },
  { header: 'Instrument', width: 60 },
  { header: 'Sources', width: 60 },
  { header: 'Retrieved', width: 12 },
  { header: 'Confidence', width: 12 },
  { header: 'Note', width: 60 },
]

function exportRow(f: StatutoryFact): readonly unknown[] {
  return [
    STATUTORY_SCHEME.labels[f.scheme],
    f.state_name ?? 'Central',
    STATUTORY_FACT.labels[f.fact],
    f.variant ? `${RULE_FREQUENCY.labels[f.variant]} registrations${f.condition ? `: ${f.condition}` : ''}` : 'Every registration',
    f.text,
    describeFactValue(f),
    f.effective_from,
    f.effective_to ?? '',
    f.citation,
    f.sources.join('\n'),
    f.retrieved_on,
    FACT_CONFIDENCE.labels[f.confidence],
    f.note ?? '',
  ]
}

export const statutoryRoutes: FastifyPluginAsyncZod = async (app) => {
  routeOf(app, endpoints.statutory.rules, {
    schema: { tags, querystring: statutoryRulesQuery, response: { 200: statutoryRulesResponse } },
    handler: async (request) => {
      const { scheme, state_id: stateId, fact, on } = request.query
      const [data, latePayment] = await Promise.all([
        loadStatutoryFacts(app.db, { scheme, stateId, fact, on }),
        fact || (scheme && scheme !== 'pf' && scheme !== 'esi') ? [] : loadLatePaymentRules(app.db, { scheme, on }),
      ])
      return { data, late_payment: latePayment }
    },
  })
  routeOf(app, endpoints.statutory.export, {
    schema: { tags, querystring: statutoryRulesQuery, fileAnswer: XLSX_ANSWER },
    handler: async (request, reply) => {
      const { scheme, state_id: stateId, fact, on } = request.query
      const today = businessToday()
      const facts = await loadStatutoryFacts(app.db, { scheme, stateId, fact, on })
      const body = exportStream({
        sheetName: 'Statutory rules',
        title: [`Statutory rules${on ? ` in force on ${on}` : ''}, as of ${today}`],
        columns: EXPORT_COLUMNS,
        rows: (async function* () {
          for (const f of facts) yield exportRow(f)
        })(),
      })
      return sendXlsx(reply, datedFilename('statutory-rules', today), body)
    },
  })
}
