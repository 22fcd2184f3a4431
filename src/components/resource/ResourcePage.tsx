import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useAppDispatch } from '@/store/hooks'
import { Page } from '@/components/shared/Page'
import { Button } from '@/components/ui/Button'
import { toast } from '@/components/ui/toast'
import type { Identified, ReadError } from '@/store/resource-slice'
import { ConfirmDelete } from './ConfirmDelete'
import { requestFormOf, useEditOffers } from './edit-offers'
import { EmptyState, ErrorState } from './ListStates'
import { FormDrawer, HistoryDrawer, RequestEditDrawer } from './record-drawers'
import { ResourceTable } from './ResourceTable'
import { ResourceToolbar } from './ResourceToolbar'
import { capitalise, saveRecord } from './save-record'
import type { FilterConfig, FormValues, ResourcePageConfig } from './types'
import { useCan } from './use-can'
import { useListColumns } from './use-list-columns'
import { useListParams } from './use-list-params'
import { useResourceList } from './use-resource-list'

const NO_FILTERS: readonly FilterConfig[] = []

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
  const offers = useEditOffers(config)
  const { view, query: urlQuery, update } = useListParams(config.filters ?? NO_FILTERS)
  const { baseQuery, reloadKey } = config
  const query = useMemo(() => (baseQuery ? { ...urlQuery, ...baseQuery } : urlQuery), [urlQuery, baseQuery])
  const missing = (config.needs ?? []).filter((key) => !view.filters[key])
  const list = useResourceList(resource, query, missing.length > 0)
  const columns = useListColumns(config)
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

  // A full-page form returns to this list as it was (filters, page) when it is done.
  const back = { back: `${location.pathname}${location.search}` }
  // A resource without a create call (trackers: rows come from the bulk upload) has no Add.
  const onAdd =
    allowed.create && ((form && resource.endpoints.create) || config.addPath)
      ? () => (config.addPath ? navigate(config.addPath, { state: back }) : setEditing('new'))
      : undefined
  const requestForm = requestFormOf(config)
  const onRequestEdit = offers.request ? setRequesting : undefined
  const openEditor = async (row: T) => {
    if (!config.fetchOnEdit) return setEditing(row)
    const fresh = await dispatch(resource.thunks.fetchOne(row.id))
    // A failed read was told by the error toast (the area's own text when the server gave none).
    if (!('error' in fresh)) setEditing(fresh.payload as T)
  }
  const onEdit = offers.edit
    ? (row: T) => (config.editPath ? navigate(config.editPath(row), { state: back }) : void openEditor(row))
    : undefined

  const save = (parsed: Record<string, unknown>, raw: FormValues): Promise<ReadError | null> =>
    saveRecord(dispatch, config, editing ?? 'new', parsed, raw, () => setEditing(null))

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
    // The views share the title's line: a window-high table starts as high as it can.
    <Page
      title={config.title}
      subtitle={config.subtitle}
      aside={config.views && <div className="self-end">{config.views}</div>}
      dense={config.manyRows}
    >
      <ResourceToolbar
        config={config}
        view={view}
        query={query}
        onChange={update}
        onAdd={onAdd}
        columns={columns}
        canUpload={allowed.create}
        // The upload's write has refetched every other read of the resource; this page's list reloads itself.
        onUploaded={() => void list.reload()}
      />
      {config.notice && <p className="text-sm text-gray-700 dark:text-gray-200">{config.notice}</p>}
      {/* Drawn before any row is chosen, its actions off until then: had it appeared with the first
          choice, the table would have moved down under the pointer, and the next click hit the row below.
          Not beside an empty list: there is nothing to choose. */}
      {config.selectionActions && missing.length === 0 && (list.loading || list.list.length > 0) && (
        <div role="group" aria-label="Selected rows" className="flex min-h-9 flex-wrap items-center gap-2">
          <span className={selectedRows.length ? 'text-sm font-semibold' : 'text-sm text-gray-600 dark:text-gray-300'}>
            {selectedRows.length ? `${selectedRows.length} selected` : 'Select rows to act on several at once.'}
          </span>
          {config.selectionActions.map((action) => (
            <Button
              key={action.label}
              size="sm"
              variant="solid"
              disabled={selectedRows.length === 0}
              onClick={() => action.run(selectedRows)}
            >
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
          columns={columns.shown}
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
              onClearFilters={() => update(Object.fromEntries(['search', ...Object.keys(view.filters)].map((k) => [k, null])))}
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
    </Page>
  )
}
