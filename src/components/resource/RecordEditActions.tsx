import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAppDispatch } from '@/store/hooks'
import { Button } from '@/components/ui/Button'
import { Tag } from '@/components/ui/Tag'
import type { Identified } from '@/store/resource-slice'
import { editChoice, requestFormOf, useEditOffers } from './edit-offers'
import { FormDrawer, RequestEditDrawer } from './record-drawers'
import { saveRecord } from './save-record'
import type { ResourcePageConfig } from './types'

/**
 * A record's own page offers what its list row offers, by the same rule and in the same
 * drawers: Edit, or "Request edit" (the edit-request drawer), or "Edit requested" while
 * one waits. A save goes through the resource's slice, whose write refreshes the page's reads.
 */
export function RecordEditActions<T extends Identified>({ config, record }: { config: ResourcePageConfig<T>; record: T }) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const choice = editChoice(config, record, useEditOffers(config))
  const requestForm = requestFormOf(config)
  const [open, setOpen] = useState<'edit' | 'request' | null>(null)
  const name = config.recordName(record)
  const edit = () => (config.editPath ? navigate(config.editPath(record)) : setOpen('edit'))
  return (
    <>
      {choice.edit && (
        <Button size="sm" onClick={edit}>
          Edit
        </Button>
      )}
      {choice.request && (
        <Button size="sm" onClick={() => setOpen('request')}>
          Request edit
        </Button>
      )}
      {choice.pending && <Tag tone="amber">Edit requested</Tag>}
      {open === 'edit' && config.form && (
        <FormDrawer
          title={`Edit ${config.noun}`}
          form={config.form}
          record={record}
          prefill={{}}
          onSubmit={(parsed, raw) => saveRecord(dispatch, config, record, parsed, raw, () => setOpen(null))}
          onClose={() => setOpen(null)}
          customFields={config.customFields}
        />
      )}
      {open === 'request' && requestForm && config.editRequests && (
        <RequestEditDrawer
          recordType={config.editRequests.recordType}
          record={record}
          title={`Request edit of ${name}`}
          name={name}
          form={requestForm}
          customFields={requestForm.customFields ?? config.customFields}
          onClose={() => setOpen(null)}
          // The slice's change reaches every read of the resource, this page's included: "Edit requested" shows.
          onSent={() => dispatch(config.resource.changed())}
        />
      )}
    </>
  )
}
