import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { PageMeta } from '@ihrc/contract'
import { Button } from '@/components/ui/Button'
import { DataTable } from '@/components/ui/DataTable'
import { Dropdown } from '@/components/ui/Dropdown'
import { MoreIcon } from '@/components/ui/icons'
import { Pagination } from '@/components/ui/Pagination'
import type { Identified } from '@/store/resource-slice'
import { customFieldColumns } from '@/components/custom-fields/custom-field-config'
import { useCustomFields } from '@/components/custom-fields/use-custom-fields'
import type { ResourcePageConfig } from './types'
import type { ListView } from './use-list-params'

interface Props<T extends Identified> {
  config: ResourcePageConfig<T>
  rows: T[]
  meta: PageMeta | null
  loading: boolean
  view: ListView
  onChange: (patch: Record<string, string | number | null>) => void
  onEdit?: (row: T) => void
  onDelete?: (row: T) => void
  onRequestEdit?: (row: T) => void
  onHistory?: (row: T) => void
  /** Checkbox column: the selected rows' ids. */
  selection?: { keys: string[]; onChange: (keys: string[]) => void }
  empty: ReactNode
}

/** The server-paged, sortable table with each row's actions. */
export function ResourceTable<T extends Identified>({
  config,
  rows,
  meta,
  loading,
  view,
  onChange,
  onEdit,
  onDelete,
  onRequestEdit,
  onHistory,
  selection,
  empty,
}: Props<T>) {
  const hasActions = Boolean(onEdit || onDelete || onRequestEdit || onHistory || config.rowLinks || config.rowActions)
  const custom = customFieldColumns<T>(useCustomFields(config.customFields))
  const columns = [
    ...[...config.columns, ...custom].map((c) => ({
      id: c.key,
      header: c.header,
      enableSorting: c.sortable ?? false,
      cell: (row: T) => (c.cell ? c.cell(row) : String((row as Record<string, unknown>)[c.key] ?? '')),
    })),
    ...(hasActions
      ? [
          {
            id: 'actions',
            header: 'Actions',
            enableSorting: false,
            pinned: true,
            cell: (row: T) => (
              <RowActions
                row={row}
                config={config}
                onEdit={onEdit}
                onDelete={onDelete}
                onRequestEdit={onRequestEdit}
                onHistory={onHistory}
              />
            ),
          },
        ]
      : []),
  ]

  return (
    <div className="flex flex-col gap-3">
      <DataTable
        columns={columns}
        data={rows}
        loading={loading}
        rowKey={(row: T) => String(row.id)}
        sort={view.sort ? { id: view.sort, desc: view.order === 'desc' } : null}
        onSortChange={(sort: { id: string; desc: boolean } | null) =>
          onChange({ sort: sort?.id ?? null, order: sort ? (sort.desc ? 'desc' : 'asc') : null })
        }
        selectedKeys={selection?.keys}
        onSelectionChange={selection?.onChange}
        rowLabel={config.recordName}
        emptyState={empty}
        label={config.title}
      />
      {meta && meta.total > 0 && (
        <Pagination
          currentPage={view.page}
          pageSize={view.pageSize}
          total={meta.total}
          totalIsEstimate={meta.total_is_estimate}
          onChange={(page: number) => onChange({ page })}
          onPageSizeChange={(size: number) => onChange({ page_size: size })}
        />
      )}
    </div>
  )
}

function RowActions<T extends Identified>({
  row,
  config,
  onEdit,
  onDelete,
  onRequestEdit,
  onHistory,
}: {
  row: T
  config: ResourcePageConfig<T>
  onEdit?: (row: T) => void
  onDelete?: (row: T) => void
  onRequestEdit?: (row: T) => void
  onHistory?: (row: T) => void
}) {
  const name = config.recordName(row)
  const links = config.rowLinks?.(row) ?? []
  const actions = config.rowActions?.(row) ?? []
  // The record may say which of the two it takes (a tracker row past its uploader's 24 hours).
  const mode = config.editMode?.(row)
  const edit = mode === 'request' ? undefined : onEdit
  const requestEdit = mode === 'edit' && onEdit ? undefined : onRequestEdit
  return (
    <div className="flex items-center gap-1">
      {edit && (
        <Button size="xs" variant="plain" aria-label={`Edit ${name}`} onClick={() => edit(row)}>
          Edit
        </Button>
      )}
      {requestEdit && (
        <Button size="xs" variant="plain" aria-label={`Request edit of ${name}`} onClick={() => requestEdit(row)}>
          Request edit
        </Button>
      )}
      {onDelete && (
        <Button size="xs" variant="plain" aria-label={`Delete ${name}`} onClick={() => onDelete(row)}>
          Delete
        </Button>
      )}
      {/* The less frequent actions share one menu, so the pinned column stays narrow at 1366 px. */}
      {(links.length > 0 || actions.length > 0 || onHistory) && (
        <Dropdown
          label={`More for ${name}`}
          trigger={(props) => (
            // An icon button (named "More for …", titled "More"): the pinned column must fit 1366 px with three actions.
            <Button size="xs" variant="plain" icon={<MoreIcon size={18} />} title="More" {...props} />
          )}
        >
          {actions.map((action) => (
            <Dropdown.Item key={action.label} onSelect={action.onSelect}>
              {action.label}
            </Dropdown.Item>
          ))}
          {onHistory && <Dropdown.Item onSelect={() => onHistory(row)}>History</Dropdown.Item>}
          {links.map((link) => (
            <Dropdown.Item key={link.to} asChild>
              <Link to={link.to}>{link.label}</Link>
            </Dropdown.Item>
          ))}
        </Dropdown>
      )}
    </div>
  )
}
