import { useEffect, useId, useMemo } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { BRANCH_DOCUMENT_KIND, GENERIC_ERROR, branchBody, type Branch, type BranchDocumentKind } from '@ihrc/contract'
import { endpoints, pathOf } from '@ihrc/contract/endpoints'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Spinner } from '@/components/ui/Spinner'
import { toast } from '@/components/ui/toast'
import { downloadFile } from '@/components/resource/download'
import { ResourceForm } from '@/components/resource/ResourceForm'
import type { FieldConfig, FormValues } from '@/components/resource/types'
import { useCan } from '@/components/resource/use-can'
import { http } from '@/services/http'
import { readError, type ReadError } from '@/store/resource-slice'
import { companyApi } from '@/services/company-api'
import { EMPTY_BRANCH, branchSections, branchValues } from '../branch-config'
import { branchPaths } from '../paths'
import { branches } from '../slices'

const KINDS = BRANCH_DOCUMENT_KIND.values

/**
 * Add or edit a branch as a full page (sections General, S&E registration, Lease when
 * rented, Documents). Documents go up after the branch is saved, one call per kind.
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
      const place = await dispatch(companyApi.endpoints.addLocation.initiate({ district_id: Number(values.district_id), name })).unwrap()
      return { value: String(place.id), label: place.name }
    }
    const documentHint = (kind: BranchDocumentKind) => {
      const file = record?.[kind]
      if (!record || !file) return undefined
      return (
        <span>
          On file: {file.name}{' '}
          <Button
            size="xs"
            variant="plain"
            type="button"
            onClick={() => downloadFile(pathOf(endpoints.branch.document, { id: record.id, kind }), file.name).catch(() => undefined)}
          >
            Download
          </Button>
        </span>
      )
    }
    return branchSections(createLocation, documentHint)
  }, [dispatch, record])

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
    const failed = await uploadDocuments(saved.id, raw)
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
    <section aria-labelledby="branch-form-title" className="flex flex-col gap-4">
      <h1 id="branch-form-title" className="text-xl font-semibold">
        {record ? `Edit branch ${record.name}` : 'Add branch'}
      </h1>
      <Card>
        <ResourceForm
          key={record?.id ?? 'new'}
          id={formId}
          schema={branchBody}
          sections={sections}
          defaultValues={record ? branchValues(record) : EMPTY_BRANCH}
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
    </section>
  )
}

/** Sends each chosen document; the first failure is reported under the form. */
async function uploadDocuments(branchId: number, raw: FormValues): Promise<ReadError | null> {
  for (const kind of KINDS) {
    const file = raw[kind]
    if (!(file instanceof File)) continue
    const body = new FormData()
    body.append('file', file)
    try {
      await http.post(pathOf(endpoints.branch.uploadDocument, { id: branchId, kind }), body, { skipErrorToast: true })
    } catch (error) {
      const read = readError(error, GENERIC_ERROR)
      return { message: `The branch was saved, but the ${BRANCH_DOCUMENT_KIND.labels[kind]} was not uploaded: ${read.message}` }
    }
  }
  return null
}
