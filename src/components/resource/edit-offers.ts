import type { Identified } from '@/store/resource-slice'
import type { ResourcePageConfig } from './types'
import { useCan, useMayRequestEdit } from './use-can'

/** What the signed-in user is offered on this resource's records, before each record has its say. */
export interface EditOffers {
  edit: boolean
  request: boolean
}

/** The list's rule, also a record's own page's: Edit for who may edit, "Request edit" for who feeds the records but may not. */
export function useEditOffers<T extends Identified>(config: ResourcePageConfig<T>): EditOffers {
  const allowed = useCan(config.menu)
  const mayRequest = useMayRequestEdit(config.menu)
  // With `editMode` the record's own word decides (the server weighs the grant and the row's rule).
  const edit = (allowed.edit || Boolean(config.editMode)) && !config.noEdit && Boolean(config.form || config.editPath)
  // Who feeds the records but may not edit this one asks for the change instead (API.md "Edit requests");
  // View alone and auditors may not ask (contract mayRequestEdit, the server's rule).
  const request = (!edit || Boolean(config.editMode)) && mayRequest && Boolean(requestFormOf(config))
  return { edit, request }
}

/** The form an edit request is written in: the resource's own unless it names another. */
export const requestFormOf = <T extends Identified>(config: ResourcePageConfig<T>) =>
  config.editRequests && (config.editRequests.form ?? config.form)

/** For one record: Edit, "Request edit", or "Edit requested" when a request already waits (no second one). */
export function editChoice<T extends Identified>(config: ResourcePageConfig<T>, record: T, offers: EditOffers) {
  // The record may say which of the two it takes (a tracker row past its uploader's 24 hours).
  const mode = config.editMode?.(record)
  const pending = (record as { edit_request_pending?: boolean }).edit_request_pending === true
  return {
    edit: offers.edit && mode !== 'request',
    request: offers.request && !pending && !(mode === 'edit' && offers.edit),
    pending,
  }
}
