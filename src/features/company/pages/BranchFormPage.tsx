import { useEffect, useId, useMemo } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { GENERIC_ERROR } from '@ihrc/contract/messages'
import { branchBody, type Branch } from '@ihrc/contract/organisation'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Spinner } from '@/components/ui/Spinner'
import { toast } from '@/components/ui/toast'
import { uploadPendingDocuments } from '@/components/resource/documents'
import { ResourceForm } from '@/components/resource/ResourceForm'
import type { FieldConfig, FormValues } from '@/components/resource/types'
import { useCan } from '@/components/resource/use-can'
import type { ReadError } from '@/store/resource-slice'
import { addLocation } from '@/services/company-api'
import { EMPTY_BRANCH, branchSections, branchValues } from '../branch-config'
import { branchPaths } from '../paths'
import { branches } from '../slices'
import { Page } from '@/components/shared/Page'

/**
 * Add or edit a branch as a full page (sections General, S&E registration, Lease when
 * rented, Documents). Editing, each document goes up at once; adding, after the branch is saved.
 */
export function BranchFormPage() {
  const params = useParams()
  const id = params.id ? Number(params.id) : null
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const location = useLocation()
  const allowed = useCan('company.branch')
  const formId = useId()
  const state = useAppSelector(branches.select)
  const record = id !== null && state.current?.id === id ? state.current : null
  const back = (location.state as { back?: string } | null)?.back ?? branchPaths.list()

  useEffect(() => {
    if (id !== null) void dispatch(branches.thunks.fetchOne(id))
  }, [dispatch, id])

  const sections = useMemo(() => {
    const createLocation: FieldConfig['onCreate'] = async (name, values) => {
      const place = await dispatch(addLocation({ district_id: Number(values.district_id), name }))
      return { value: String(place.id), label: place.name }
    }
    return branchSections(createLocation)
  }, [dispatch])

  const mayWrite = id === null ? allowed.create : allowed.edit
  if (!mayWrite) {
    return <Alert type="warning">You do not have permission to {id === null ? 'add' : 'edit'} branches.</Alert>
  }
  if (id !== null && !record) {
    return state.error && !state.loading ? <Alert type="danger">{state.error}</Alert> : <Spinner label="Loading branch" />
  }

  const save = async (parsed: Record<string, unknown>, raw: FormValues): Promise<ReadError | null> => {
    const result =
      id === null
        ? await dispatch(branches.thunks.create({ body: parsed, inline: true }))
        : await dispatch(branches.thunks.update({ id, body: parsed, inline: true }))
    if ('error' in result) return (result.payload as ReadError | undefined) ?? { message: GENERIC_ERROR }
    const saved = result.payload as Branch
    const failed = await dispatch(uploadPendingDocuments(sections, saved.id, raw))
    if (failed && id === null) {
      // The branch itself is saved: continue on its edit page (a second save must not create it again).
      toast.push({ type: 'danger', title: 'Document not uploaded', content: failed.message })
      navigate(branchPaths.edit(saved.id), { replace: true, state: { back } })
      return null
    }
    if (failed) return failed
    toast.push({ type: 'success', title: 'Branch saved', content: saved.name })
    navigate(back)
    return null
  }

  return (
    <Page title={record ? `Edit branch ${record.name}` : 'Add branch'}>
      <Card>
        <ResourceForm
          key={record?.id ?? 'new'}
          id={formId}
          schema={branchBody}
          sections={sections}
          defaultValues={record ? branchValues(record) : EMPTY_BRANCH}
          record={record}
          customFields="branch"
          onSubmit={save}
        />
      </Card>
      <div className="flex justify-end gap-2">
        <Button type="button" onClick={() => navigate(back)}>
          Cancel
        </Button>
        <Button variant="solid" type="submit" form={formId}>
          Save
        </Button>
      </div>
    </Page>
  )
}
