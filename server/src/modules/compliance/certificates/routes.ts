/** Certificate Template (settings) and the certificates: list, generate on demand, download. */
import { dueItemEndpointSchemas, endpoints, type Endpoint } from '@ihrc/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contextOf, registerCrud } from '../../../lib/crud'
import { sendXlsx } from '../../../lib/xlsx'
import type { Access } from '../../../plugins/access'
import { certificateWorkbook, generateCertificate, listCertificates } from './certificates'
import { certificateTemplateResource } from './template'

const rows = endpoints.certificate
const schemas = dueItemEndpointSchemas().certificate
const tags = ['Certificates']
const config = (row: Endpoint) => ({ access: row.access as Access })

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(app, certificateTemplateResource)

  app.get(`/${rows.list.path}`, { config: config(rows.list), schema: { tags, querystring: schemas.list.query } }, async (request) => {
    const { data, total } = await listCertificates(contextOf(request), request.query)
    return { data, meta: { page: request.query.page, page_size: request.query.page_size, total } }
  })

  app.post(`/${rows.generate.path}`, { config: config(rows.generate), schema: { tags, body: schemas.generate.body } }, async (request) => ({
    data: await generateCertificate(contextOf(request), request.body),
    message: 'Certificate generated',
  }))

  app.get(
    `/${rows.download.path}`,
    { config: config(rows.download), schema: { tags, params: schemas.download.params } },
    async (request, reply) => {
      const { filename, stream } = await certificateWorkbook(contextOf(request), request.params.id)
      return sendXlsx(reply, filename, stream)
    },
  )
}
