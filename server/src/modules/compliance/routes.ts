/**
 * The compliance routes (API.md "Compliance"): the library, Recommended Checklist,
 * assigning and the assigned list, Custom Checklist on the factory, and an item's
 * details. Each route's access and schemas are its endpoint row's (contract/src/compliance*.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MAX_PAGE_SIZE, complianceSchemas, endpoints } from '@ihrc/contract'
import { contextOf, registerCrud, today, routeOf } from '../../lib/crud'
import { assignableOn } from './assignees'
import { assignmentResource } from './assignment-resource'
import { assign, updateAssignments } from './assignments'
import { customItemResource, itemOf, libraryPage } from './items'
import { recommendFor } from './recommend'

const tags = ['compliance']

export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(app, customItemResource, endpoints.complianceCustom)

  routeOf(app, endpoints.compliance.library, {
    schema: { tags, querystring: complianceSchemas.library.query, response: { 200: complianceSchemas.library.response } },
    handler: async (request) => libraryPage(contextOf(request), request.query),
  })

  routeOf(app, endpoints.compliance.item, {
    schema: { tags, params: complianceSchemas.item.params, response: { 200: complianceSchemas.item.response } },
    handler: async (request) => {
      const ctx = contextOf(request)
      const found = await itemOf(ctx, request.params.id)
      // A custom item carries its tenant's Custom Checklist fields; the library has none.
      const item = found.is_custom ? await customItemResource.get(ctx, found.id) : found
      const { items } = await assignmentResource.list(ctx, { compliance_id: item.id, page: 1, page_size: MAX_PAGE_SIZE }, true)
      return { data: { ...item, assignments: items } }
    },
  })

  routeOf(app, endpoints.compliance.recommend, {
    schema: { tags, querystring: complianceSchemas.recommend.query, response: { 200: complianceSchemas.recommend.response } },
    handler: async (request) => {
      const { branch_id: branchId, on = today() } = request.query
      return { data: await recommendFor(contextOf(request), branchId, on) }
    },
  })

  routeOf(app, endpoints.compliance.list, {
    schema: { tags, querystring: complianceSchemas.list.query, response: { 200: complianceSchemas.list.response } },
    handler: async (request) => assignmentResource.page(contextOf(request), request.query),
  })

  routeOf(app, endpoints.compliance.assign, {
    schema: { tags, body: complianceSchemas.assign.body, response: { 201: complianceSchemas.assign.response } },
    handler: async (request, reply) => {
      const result = await assign(contextOf(request), request.body, today())
      const message = `${result.created.length} assigned${result.skipped ? `, ${result.skipped} already assigned` : ''}`
      return reply.status(201).send({ data: result, message })
    },
  })

  routeOf(app, endpoints.compliance.update, {
    schema: { tags, body: complianceSchemas.update.body, response: { 200: complianceSchemas.update.response } },
    handler: async (request) => ({
      data: await updateAssignments(contextOf(request), request.body, today()),
      message: 'Assignments updated',
    }),
  })

  routeOf(app, endpoints.compliance.assignees, {
    schema: { tags, querystring: complianceSchemas.assignees.query, response: { 200: complianceSchemas.assignees.response } },
    handler: async (request) => ({ data: await assignableOn(contextOf(request), request.query.branch_ids, today()) }),
  })

  routeOf(app, endpoints.compliance.assignUser, {
    schema: { tags, body: complianceSchemas.assignUser.body, response: { 200: complianceSchemas.assignUser.response } },
    handler: async (request) => ({
      data: await updateAssignments(contextOf(request), request.body, today()),
      message: 'Owner and approver updated',
    }),
  })
}
