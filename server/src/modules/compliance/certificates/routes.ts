/** Certificate Template (settings) and the certificates: list, generate on demand, download. */
import { dueItemEndpointSchemas, endpoints } from '@ihrc/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contextOf, pagedAnswer, registerCrud, routeOf } from '../../../lib/crud'
import { XLSX_ANSWER } from '../../../lib/file-answer'
import { sendXlsx } from '../../../lib/xlsx'
import { certificateWorkbook, generateCertificate, listCertificates } from './certificates'
import { certificateTemplateResource } from './template'

const rows = endpoints.certificate
const schemas = dueItemEndpointSchemas().certificate
const tags = ['Certificates']

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(app, certificateTemplateResource, endpoints.certificateTemplate)

  routeOf(app, rows.list, {
    schema: { tags, querystring: schemas.list.query, response: { 200: schemas.list.response } },
    handler: async (request) => {
      const { data, total } = await listCertificates(contextOf(request), request.query)
      return pagedAnswer(request.query, data, total)
    },
  })

  routeOf(app, rows.generate, {
    schema: { tags, body: schemas.generate.body, response: { 200: schemas.generate.response } },
    handler: async (request) => ({
      data: await generateCertificate(contextOf(request), request.body),
      message: 'Certificate generated',
    }),
  })

  routeOf(app, rows.download, {
    schema: { tags, params: schemas.download.params, fileAnswer: XLSX_ANSWER },
    handler: async (request, reply) => {
      const { filename, stream } = await certificateWorkbook(contextOf(request), request.params.id)
      return sendXlsx(reply, filename, stream)
    },
  })
}
