import { useMemo, useRef, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { PageMeta } from '@ihrc/contract'
import { Button } from '@/components/ui/Button'
import { DataTable } from '@/components/ui/DataTable'
import { Dropdown } from '@/components/ui/Dropdown'
import { MoreIcon } from '@/components/ui/icons'
import { Pagination } from '@/components/ui/Pagination'
import { Tag } from '@/components/ui/Tag'
import type { Identified } from '@/store/resource-slice'
import { editChoice } from './edit-offers'
import type { ResourceColumn, ResourcePageConfig } from './types'
import type { ListView } from './use-list-params'

interface Props<T extends Identified> {
  config: ResourcePageConfig<T>
  /** The columns drawn (use-list-columns.ts: the area's and the custom fields', less those the user hid). */
  columns: ResourceColumn<T>[]
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
  columns: shownColumns,
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
  // The page hands new handlers (and, spread from its config, a new config) on every render;
  // the cells read them here when drawn or clicked, so the columns, and with them the
  // memoised rows, change only when what a row shows changes.
  const latest = useRef<ActionProps<T>>({ config, onEdit, onDelete, onRequestEdit, onHistory })
  latest.current = { config, onEdit, onDelete, onRequestEdit, onHistory }
  const shown = [onEdit, onDelete, onRequestEdit, onHistory, config.rowLinks, config.rowActions].map((x) => (x ? '1' : '0')).join('')
  const { editMode } = config
  const columns = useMemo(
    () => [
      ...shownColumns.map((c) => ({
        id: c.key,
        header: c.header,
        enableSorting: c.sortable ?? false,
        cell: (row: T) => (c.cell ? c.cell(row) : String((row as Record<string, unknown>)[c.key] ?? '')),
        maxWidth: c.maxWidth,
        title: c.title,
        align: c.align,
      })),
      ...(hasActions
        ? [
            {
              id: 'actions',
              header: 'Actions',
              enableSorting: false,
              pinned: true,
              cell: (row: T) => <RowActions row={row} latest={latest} />,
            },
          ]
        : []),
    ],
    // `shown` and `editMode` stand for the handlers and config read through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shownColumns, hasActions, shown, editMode],
  )

  return (
    <div className="flex flex-col gap-3">
      <DataTable
        columns={columns}
        data={rows}
        loading={loading}
        rowKey={idOf}
        sort={view.sort ? { id: view.sort, desc: view.order === 'desc' } : null}
        onSortChange={(sort: { id: string; desc: boolean } | null) =>
          onChange({ sort: sort?.id ?? null, order: sort ? (sort.desc ? 'desc' : 'asc') : null })
        }
        selectedKeys={selection?.keys}
        onSelectionChange={selection?.onChange}
        rowLabel={config.recordName}
        emptyState={empty}
        label={config.title}
        manyRows={config.manyRows}
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

const idOf = (row: Identified) => String(row.id)

interface ActionProps<T extends Identified> {
  config: ResourcePageConfig<T>
  onEdit?: (row: T) => void
  onDelete?: (row: T) => void
  onRequestEdit?: (row: T) => void
  onHistory?: (row: T) => void
}

/** A row's buttons; its menu's items are made when the menu opens, from the page's latest handlers. */
function RowActions<T extends Identified>({ row, latest }: { row: T; latest: { current: ActionProps<T> } }) {
  const { config, onEdit, onDelete, onRequestEdit, onHistory } = latest.current
  const name = config.recordName(row)
  // A request already waiting for this record says so, and a second one is not offered.
  const choice = editChoice(config, row, { edit: Boolean(onEdit), request: Boolean(onRequestEdit) })
  const edit = choice.edit ? onEdit : undefined
  const requestEdit = choice.request ? onRequestEdit : undefined
  const { pending } = choice
  const hasMenu = Boolean(onHistory) || (config.rowActions?.(row).length ?? 0) > 0 || (config.rowLinks?.(row).length ?? 0) > 0
  return (
    <div className="flex items-center gap-1">
      {edit && (
        <Button size="xs" variant="plain" aria-label={`Edit ${name}`} onClick={() => latest.current.onEdit?.(row)}>
          Edit
        </Button>
      )}
      {requestEdit && (
        <Button size="xs" variant="plain" aria-label={`Request edit of ${name}`} onClick={() => latest.current.onRequestEdit?.(row)}>
          Request edit
        </Button>
      )}
      {pending && (
        <Tag tone="amber" className="me-1">
          Edit requested
        </Tag>
      )}
      {onDelete && (
        <Button size="xs" variant="plain" aria-label={`Delete ${name}`} onClick={() => latest.current.onDelete?.(row)}>
          Delete
        </Button>
      )}
      {/* The less frequent actions share one menu, so the pinned column stays narrow at 1366 px. */}
      {hasMenu && (
        <Dropdown
          label={`More for ${name}`}
          trigger={(props) => (
            // An icon button (named "More for …", titled "More"): the pinned column must fit 1366 px with three actions.
            <Button size="xs" variant="plain" icon={<MoreIcon size={18} />} title="More" {...props} />
          )}
        >
          <RowMenuItems row={row} latest={latest} />
        </Dropdown>
      )}
    </div>
  )
}

/** The row menu's items, drawn only while the menu is open. */
function RowMenuItems<T extends Identified>({ row, latest }: { row: T; latest: { current: ActionProps<T> } }) {
  const { config, onHistory } = latest.current
  const links = config.rowLinks?.(row) ?? []
  const actions = config.rowActions?.(row) ?? []
  return (
    <>
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
    </>
  )
}
