import { useCallback, useState } from 'react'
import { INPUT_KIND } from '@ihrc/contract/register-inputs'
import { INPUT_REGISTERS } from '@ihrc/contract/register-kinds'
import type { RegisterFormat } from '@ihrc/contract/register-formats'
import { enumOptions } from '@/components/options/enum-options'
import { ConfirmDelete } from '@/components/resource/ConfirmDelete'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig, RowAction } from '@/components/resource/types'
import { useCan } from '@/components/resource/use-can'
import { Tag } from '@/components/ui/Tag'
import { toast } from '@/components/ui/toast'
import { useAppDispatch } from '@/store/hooks'
import { FormatDrawer, type FormatMode } from './FormatDrawer'
import { registerFormats } from './views'

const CONFIG: ResourcePageConfig<RegisterFormat> = {
  title: 'Register Template',
  noun: 'register format',
  menu: 'settings.register_template',
  resource: registerFormats,
  columns: [
    { key: 'form', header: 'Form', sortable: true, cell: (f) => f.form },
    { key: 'name', header: 'Name', sortable: true, cell: (f) => f.name },
    { key: 'rows_from', header: 'Rows from', cell: (f) => INPUT_REGISTERS[f.rows_from].label },
    { key: 'states', header: 'States', cell: (f) => (f.state_codes.length ? f.state_codes.join(', ') : 'Every state') },
    { key: 'effective_from', header: 'In force from', sortable: true, cell: (f) => f.effective_from },
    { key: 'effective_to', header: 'Until', cell: (f) => f.effective_to ?? '—' },
    { key: 'seeded', header: 'Kind', cell: (f) => (f.seeded ? <Tag tone="blue">Seeded, read-only</Tag> : <Tag tone="green">Yours</Tag>) },
  ],
  recordName: (f) => f.name,
  filters: [{ key: 'rows_from', label: 'Rows from', useOptions: () => ({ options: enumOptions(INPUT_KIND) }) }],
  searchPlaceholder: 'Search formats',
  emptyHint: 'The seeded formats (Forms A to E) are listed here; copy one to adjust it.',
  noEdit: true,
  noDelete: true,
  history: true,
}

/**
 * Global Settings → Register Template (SCREENS.md): per form, the output format in force
 * from a date, for every state or some. Seeded formats are read-only: a tenant copies one
 * and adjusts the copy, which is used instead from its date.
 */
export default function RegisterTemplatePage() {
  const dispatch = useAppDispatch()
  const can = useCan('settings.register_template')
  const [open, setOpen] = useState<{ format: RegisterFormat; mode: FormatMode } | null>(null)
  const [deleting, setDeleting] = useState<RegisterFormat | null>(null)
  const [busy, setBusy] = useState(false)
  const [reloadKey, setReloadKey] = useState(0)

  const rowActions = useCallback(
    (f: RegisterFormat): RowAction[] => [
      { label: 'View', onSelect: () => setOpen({ format: f, mode: 'view' }) },
      ...(can.create ? [{ label: 'Copy and adjust', onSelect: () => setOpen({ format: f, mode: 'copy' }) }] : []),
      ...(!f.seeded && can.edit ? [{ label: 'Edit', onSelect: () => setOpen({ format: f, mode: 'edit' }) }] : []),
      ...(!f.seeded && can.delete ? [{ label: 'Delete', onSelect: () => setDeleting(f) }] : []),
    ],
    [can.create, can.edit, can.delete],
  )
  const remove = async (f: RegisterFormat) => {
    setBusy(true)
    const result = await dispatch(registerFormats.thunks.remove(f.id))
    setBusy(false)
    setDeleting(null)
    if ('error' in result) return
    toast.push({ type: 'success', title: 'Register format deleted', content: f.name })
    setReloadKey((k) => k + 1)
  }

  return (
    <>
      <ResourcePage {...CONFIG} rowActions={rowActions} reloadKey={reloadKey} />
      {open && (
        <FormatDrawer
          format={open.format}
          mode={open.mode}
          onClose={() => {
            setOpen(null)
            setReloadKey((k) => k + 1)
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete
          noun="register format"
          name={deleting.name}
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  )
}
