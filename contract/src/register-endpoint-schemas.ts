/** The request and response schemas of the Register and Return rows (register-endpoints.ts), made from the same map. */
import { z } from 'zod'
import { auditEntry } from './audit'
import { envelope, idParam, paged } from './envelope'
import type { InputAreaKey } from './register-endpoints'
import {
  INPUT_KINDS,
  generateBody,
  inputRowItem,
  inputUpload,
  inputUploadQuery,
  inputUploadResult,
  outputDownloadQuery,
  outputRegister,
  outputRegisterQuery,
  registerFormat,
  registerFormatBody,
  registerFormatQuery,
  registerJob,
  type InputKind,
} from './registers'

const history = { params: idParam, response: envelope(z.array(auditEntry)) }

function inputSchemas() {
  return {
    list: { query: inputUploadQuery, response: paged(inputUpload) },
    upload: { response: envelope(inputUploadResult) },
    template: {},
    get: { params: idParam, response: envelope(inputUpload) },
    rows: {
      params: idParam,
      query: z.object({ page: z.number().optional(), page_size: z.number().optional() }),
      response: paged(inputRowItem),
    },
    history,
  }
}

export function registerEndpointSchemas() {
  const inputs = Object.fromEntries(INPUT_KINDS.map((k) => [`${k}Register`, inputSchemas()])) as {
    [K in InputKind as InputAreaKey<K>]: ReturnType<typeof inputSchemas>
  }
  return {
    ...inputs,
    outputRegister: {
      list: { query: outputRegisterQuery, response: paged(outputRegister) },
      get: { params: idParam, response: envelope(outputRegister) },
      history,
      generate: { body: generateBody, response: envelope(registerJob) },
      download: { params: idParam, query: outputDownloadQuery },
      job: { params: idParam, response: envelope(registerJob) },
    },
    registerTemplate: {
      list: { query: registerFormatQuery, response: paged(registerFormat) },
      get: { params: idParam, response: envelope(registerFormat) },
      create: { body: registerFormatBody, response: envelope(registerFormat) },
      update: { params: idParam, body: registerFormatBody, response: envelope(registerFormat) },
      remove: { params: idParam, response: envelope(z.null()) },
      history,
    },
  }
}
