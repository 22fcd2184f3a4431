/** The schemas of the `compliance` rows (compliance-endpoints.ts); the custom items' are the standard crud ones. */
import { z } from 'zod'
import { complianceItem, complianceItemQuery, recommendQuery, recommendedItem } from './compliance'
import {
  assignBody,
  assignResult,
  assignUserBody,
  assignees,
  assigneesQuery,
  assignment,
  assignmentQuery,
  complianceItemDetails,
  updateAssignmentsBody,
  updateResult,
} from './compliance-assignments'
import { envelope, paged, recordId } from './envelope'

export const complianceSchemas = {
  recommend: { query: recommendQuery, response: envelope(z.array(recommendedItem)) },
  list: { query: assignmentQuery, response: paged(assignment) },
  assign: { body: assignBody, response: envelope(assignResult) },
  update: { body: updateAssignmentsBody, response: envelope(updateResult) },
  assignUser: { body: assignUserBody, response: envelope(updateResult) },
  assignees: { query: assigneesQuery, response: envelope(assignees) },
  library: { query: complianceItemQuery, response: paged(complianceItem) },
  item: { params: z.object({ id: recordId() }), response: envelope(complianceItemDetails) },
}
