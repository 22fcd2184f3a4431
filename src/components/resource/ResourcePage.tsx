import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useAppDispatch } from '@/app/hooks'
import { Button } from '@/components/ui/Button'
import { lazyDrawer } from '@/components/ui/LazyDrawer'
import { toast } from '@/components/ui/toast'
import type { Identified, ReadError } from '@/store/resource-slice'
import type { RequestEditDrawer as RequestEditDrawerType } from '@/components/edit-requests/RequestEditDrawer'
import { ConfirmDelete } from './ConfirmDelete'
import { uploadPendingDocuments } from './documents'
import type { FormDrawer as FormDrawerType } from './FormDrawer'
import { EmptyState, ErrorState } from './ListStates'
import { ResourceTable } from './ResourceTable'
import { ResourceToolbar } from './ResourceToolbar'
import type { FormValues, ResourcePageConfig } from './types'
import { useCan, useMayRequestEdit } from './use-can'
import { useListParams } from './use-list-params'
import { useResourceList } from './use-resource-list'

// Opened on demand: the form (react-hook-form, the resolvers, every control), the edit
// request and the history load on first use, not with the list (issue 10); the drawer's
// loading frame shows meanwhile. (Their type parameters are lost on the way; the casts give them back.)
const FormDrawer = lazyDrawer(() => import('./FormDrawer').then((m) => m.FormDrawer)) as unknown as typeof FormDrawerType
const HistoryDrawer = lazyDrawer(() => import('./HistoryDrawer').then((m) => m.HistoryDrawer))
const RequestEditDrawer = lazyDrawer(() =>
  import('@/components/edit-requests/RequestEditDrawer').then((m) => m.RequestEditDrawer),
) as unknown as typeof RequestEditDrawerType

/**
 * The one list screen of the console (SCREENS.md: title, toolbar, paged sortable table,
 * row actions, empty state, confirm before delete, form). An area passes its config.
 */
export function ResourcePage<T extends Identified>(config: ResourcePageConfig<T>) {
  const { resource, noun, form } = config
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const location = useLocation()
  const allowed = useCan(config.menu)
  const mayRequest = useMayRequestEdit(config.menu)
  const filterKeys = useMemo(() => (config.filters ?? []).map((f) => f.key), [config.filters])
  const { view, query: urlQuery, update } = useListParams(filterKeys)
  const { baseQuery, reloadKey } = config
  const query = useMemo(() => (baseQuery ? { ...urlQuery, ...baseQuery } : urlQuery), [urlQuery, baseQuery])
  const missing = (config.needs ?? []).filter((key) => !view.filters[key])
  const list = useResourceList(resource, query, missing.length > 0)
  const [selected, setSelected] = useState<string[]>([])
  const selectedRows = list.list.filter((row: T) => selected.includes(String(row.id)))
  // After the page's own write the list reloads and the acted-on selection is done with.
  const { reload } = list
  const shownKey = useRef(reloadKey)
  useEffect(() => {
    if (reloadKey === shownKey.current) return
    shownKey.current = reloadKey
    setSelected([])
    void reload()
  }, [reloadKey]) // eslint-disable-line react-hooks/exhaustive-deps -- only a new key reloads
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  const [deleting, setDeleting] = useState<T | null>(null)
  const [requesting, setRequesting] = useState<T | null>(null)
  const [historyOf, setHistoryOf] = useState<T | null>(null)

  // A filter the list needs (the branch of a recommended checklist) picks the list rather than narrowing it.
  const filtered = Boolean(view.search) || Object.entries(view.filters).some(([key, value]) => value && !config.needs?.includes(key))
  // With `editMode` the record's own word decides (the server weighs the grant and the row's rule).
  const canEdit = (allowed.edit || Boolean(config.editMode)) && !config.noEdit && Boolean(form || config.editPath)

  // A full-page form returns to this list as it was (filters, page) when it is done.
  const back = { back: `${location.pathname}${location.search}` }
  // A resource without a create call (trackers: rows come from the bulk upload) has no Add.
  const onAdd =
    allowed.create && ((form && resource.endpoints.create) || config.addPath)
      ? () => (config.addPath ? navigate(config.addPath, { state: back }) : setEditing('new'))
      : undefined
  // Who feeds the records but may not edit this one asks for the change instead (API.md "Edit requests");
  // View alone and auditors may not ask (contract mayRequestEdit, the server's rule).
  const requestForm = config.editRequests && (config.editRequests.form ?? form)
  const onRequestEdit = (!canEdit || config.editMode) && mayRequest && requestForm ? setRequesting : undefined
  const openEditor = async (row: T) => {
    if (!config.fetchOnEdit) return setEditing(row)
    const fresh = await dispatch(resource.thunks.fetchOne(row.id))
    // A failed read was told by the error toast (the area's own text when the server gave none).
    if (!('error' in fresh)) setEditing(fresh.payload as T)
  }
  const onEdit = canEdit
    ? (row: T) => (config.editPath ? navigate(config.editPath(row), { state: back }) : void openEditor(row))
    : undefined

  const save = async (parsed: Record<string, unknown>, raw: FormValues): Promise<ReadError | null> => {
    const body = form?.toBody ? form.toBody(parsed, raw, editing === 'new' ? 'create' : 'update') : parsed
    const result =
      editing && editing !== 'new'
        ? await dispatch(resource.thunks.update({ id: editing.id, body, inline: true }))
        : await dispatch(resource.thunks.create({ body, inline: true }))
    if ('error' in result) return (result.payload as ReadError | undefined) ?? { message: result.error.message ?? '' }
    const saved = result.payload as T
    const added = editing === 'new'
    setEditing(null)
    // Documents chosen while adding go up now that the record has an id (an edit sends them at once).
    const unsent = form ? await uploadPendingDocuments(form.sections, saved.id, raw) : null
    if (unsent) toast.push({ type: 'danger', title: 'Document not uploaded', content: unsent.message })
    const told =
      added && config.createdToast ? config.createdToast(saved) : { title: `${capitalise(noun)} saved`, content: config.recordName(saved) }
    toast.push({ type: 'success', ...told })
    return null
  }

  const remove = async (row: T) => {
    const result = await dispatch(resource.thunks.remove(row.id))
    // Either way the question is answered: a refusal is told by the error toast, which a
    // dialog left open would hide from screen readers.
    setDeleting(null)
    if ('error' in result) return
    toast.push({ type: 'success', title: `${capitalise(noun)} deleted`, content: config.recordName(row) })
    // The last row of a later page gone: step back rather than show an empty page.
    if (list.list.length === 1 && view.page > 1) update({ page: view.page - 1 })
  }

  return (
    <section aria-labelledby="resource-title" className={config.manyRows ? 'flex flex-col gap-3' : 'flex flex-col gap-4'}>
      {/* The views share the title's line: a window-high table starts as high as it can. */}
      <div className="flex flex-wrap items-end gap-x-8 gap-y-2">
        <PageTitle title={config.title} subtitle={config.subtitle} />
        {config.views}
      </div>
      <ResourceToolbar
        config={config}
        view={view}
        query={query}
        onChange={update}
        onAdd={onAdd}
        canUpload={allowed.create}
        onUploaded={() => {
          dispatch(resource.changed())
          void list.reload()
        }}
      />
      {config.notice && <p className="text-sm text-gray-700 dark:text-gray-200">{config.notice}</p>}
      {config.selectionActions && selectedRows.length > 0 && (
        <div role="group" aria-label="Selected rows" className="flex items-center gap-2">
          <span className="text-sm font-semibold">{selectedRows.length} selected</span>
          {config.selectionActions.map((action) => (
            <Button key={action.label} size="sm" variant="solid" onClick={() => action.run(selectedRows)}>
              {action.label}
            </Button>
          ))}
        </div>
      )}
      {missing.length > 0 ? (
        <p className="py-10 text-center text-gray-500 dark:text-gray-400">
          Choose {missing.map((key) => config.filters?.find((f) => f.key === key)?.label.toLowerCase() ?? key).join(' and ')} to see the{' '}
          {noun} list.
        </p>
      ) : list.error && list.list.length === 0 && !list.loading ? (
        <ErrorState message={list.error} onRetry={list.reload} />
      ) : (
        <ResourceTable
          config={config}
          rows={list.list}
          meta={list.meta}
          loading={list.loading}
          view={view}
          onChange={update}
          onEdit={onEdit}
          // A resource without a delete call (due items, history: evidence) offers no Delete, whatever the grant says.
          onDelete={allowed.delete && !config.noDelete && resource.endpoints.remove ? setDeleting : undefined}
          onRequestEdit={onRequestEdit}
          onHistory={config.history ? setHistoryOf : undefined}
          selection={config.selectionActions ? { keys: selected, onChange: setSelected } : undefined}
          empty={
            <EmptyState
              filtered={filtered}
              noun={noun}
              hint={config.emptyHint}
              onClearFilters={() => update(Object.fromEntries(['search', ...filterKeys].map((k) => [k, null])))}
            />
          }
        />
      )}
      {form && editing !== null && (
        <FormDrawer
          title={editing === 'new' ? `Add ${noun}` : `Edit ${noun}`}
          form={form}
          record={editing === 'new' ? null : editing}
          prefill={view.filters}
          onSubmit={save}
          onClose={() => setEditing(null)}
          customFields={config.customFields}
        />
      )}
      {requesting && requestForm && config.editRequests && (
        <RequestEditDrawer
          recordType={config.editRequests.recordType}
          record={requesting}
          title={`Request edit of ${config.recordName(requesting)}`}
          name={config.recordName(requesting)}
          form={requestForm}
          customFields={requestForm.customFields ?? config.customFields}
          onClose={() => setRequesting(null)}
          onSent={() => {
            dispatch(resource.changed())
            void list.reload()
          }}
        />
      )}
      {historyOf && resource.endpoints.history && (
        <HistoryDrawer
          endpoint={resource.endpoints.history}
          id={historyOf.id}
          title={`History of ${config.recordName(historyOf)}`}
          fields={(form ?? requestForm)?.sections.flatMap((s) => s.fields)}
          customFields={config.customFields}
          onClose={() => setHistoryOf(null)}
        />
      )}
      {deleting && (
        <ConfirmDelete
          noun={noun}
          name={config.recordName(deleting)}
          busy={list.saving}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  )
}

/** A list screen's heading (the section is labelled by it), with its optional line under it. */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div>
      <h1 id="resource-title" className="text-xl font-semibold">
        {title}
      </h1>
      {subtitle && <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{subtitle}</p>}
    </div>
  )
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
