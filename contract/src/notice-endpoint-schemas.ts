/** The request and response schemas of the Notice Tracker rows (notice-endpoints.ts). */
import { z } from 'zod'
import { auditEntry } from './audit'
import { envelope, idParam, paged } from './envelope'
import {
  followUpBody,
  notice,
  noticeBody,
  noticeDecisionBody,
  noticeEditHistoryQuery,
  noticeEditRequestBody,
  noticeQuery,
  noticeReply,
  noticeTimeline,
  replyBody,
  replyDocumentParams,
} from './notices'
import { editRequest, namedRef, suggestionBody, suggestionQuery } from './organisation'

const list = { query: suggestionQuery, response: envelope(z.array(namedRef)) }
const add = { body: suggestionBody, response: envelope(namedRef) }

export function noticeEndpointSchemas() {
  return {
    notice: {
      list: { query: noticeQuery, response: paged(notice) },
      get: { params: idParam, response: envelope(notice) },
      create: { body: noticeBody, response: envelope(notice) },
      update: { params: idParam, body: noticeBody, response: envelope(notice) },
      remove: { params: idParam, response: envelope(z.null()) },
      history: { params: idParam, response: envelope(z.array(auditEntry)) },
      document: { params: idParam },
      followUp: { params: idParam, body: followUpBody, response: envelope(notice) },
      reply: { params: idParam, body: replyBody, response: envelope(noticeReply) },
      replyDocument: { params: replyDocumentParams },
      timeline: { params: idParam, response: envelope(noticeTimeline) },
      export: { query: noticeQuery },
      requestEdit: { body: noticeEditRequestBody, response: envelope(editRequest) },
      editHistory: { query: noticeEditHistoryQuery, response: paged(editRequest) },
      decideEdit: { params: idParam, body: noticeDecisionBody, response: envelope(editRequest) },
    },
    noticeSuggestions: {
      noticeTypes: list,
      addNoticeType: add,
      acts: list,
      addAct: add,
      statuses: list,
      addStatus: add,
      criticalities: list,
      addCriticality: add,
    },
  }
}
