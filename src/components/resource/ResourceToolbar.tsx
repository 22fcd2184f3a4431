import { useEffect, useState } from 'react'
import { pathOf } from '@ihrc/contract/endpoints'
import { Button } from '@/components/ui/Button'
import { FitsText } from '@/components/ui/FitsText'
import { Input } from '@/components/ui/Input'
import type { Identified, ListParams } from '@/store/resource-slice'
import { BulkUploadDialog, downloadTemplate } from './BulkUploadDialog'
import { ColumnChooser } from './ColumnChooser'
import { downloadSpreadsheet } from './download'
import { FilterSelect, RESERVE } from './FilterSelect'
import type { ResourcePageConfig } from './types'
import { useDebouncedValue } from './use-debounced-value'
import type { ListColumns } from './use-list-columns'
import type { ListView } from './use-list-params'

interface Props<T extends Identified> {
  config: ResourcePageConfig<T>
  view: ListView
  query: ListParams
  onChange: (patch: Record<string, string | null>) => void
  /** Absent when the user may not create (the button is not rendered). */
  onAdd?: () => void
  columns: ListColumns<T>
  canUpload: boolean
  onUploaded: () => void
}

/** Filters, search, and the page's actions: columns, add, bulk upload, export. */
export function ResourceToolbar<T extends Identified>({ config, view, query, onChange, onAdd, columns, canUpload, onUploaded }: Props<T>) {
  const [uploading, setUploading] = useState(false)
  const [exporting, setExporting] = useState(false)

  const exportList = async () => {
    if (!config.exportFile) return
    setExporting(true)
    try {
      // The export takes the list's filters, not its paging.
      const { page: _page, page_size: _size, ...filters } = query
      await downloadSpreadsheet(pathOf(config.exportFile.endpoint), config.exportFile.name, filters)
    } catch {
      // The http layer has already shown the error toast.
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2" role="toolbar" aria-label={`${config.title} tools`}>
      {(config.filters ?? [])
        .filter((filter) => !filter.onlyWhenSet || view.filters[filter.key])
        .map((filter) => (
          <FilterSelect
            key={filter.key}
            filter={filter}
            filters={view.filters}
            onChange={(value) => onChange({ [filter.key]: value, ...Object.fromEntries((filter.clears ?? []).map((k) => [k, null])) })}
          />
        ))}
      {!config.noSearch && (
        <SearchBox
          initial={view.search}
          placeholder={config.searchPlaceholder ?? `Search ${config.noun}`}
          onSearch={(search) => onChange({ search })}
        />
      )}
      <div className="ms-auto flex gap-2">
        {columns.setHidden && <ColumnChooser {...columns} setHidden={columns.setHidden} />}
        {config.toolbarActions}
        {config.exportFile && (
          <Button size="sm" onClick={exportList} loading={exporting}>
            Export
          </Button>
        )}
        {config.bulk?.labels && canUpload && (
          <Button size="sm" onClick={() => downloadTemplate(config.bulk!).catch(() => undefined)}>
            {config.bulk.labels.template}
          </Button>
        )}
        {config.bulk && canUpload && (
          <Button size="sm" onClick={() => setUploading(true)}>
            {config.bulk.labels?.upload ?? 'Bulk upload'}
          </Button>
        )}
        {onAdd && (
          <Button size="sm" variant="solid" onClick={onAdd}>
            Add {config.noun}
          </Button>
        )}
      </div>
      {uploading && config.bulk && (
        <BulkUploadDialog
          noun={config.noun}
          bulk={config.bulk}
          prefill={view.filters}
          onClose={() => setUploading(false)}
          onUploaded={() => {
            setUploading(false)
            onUploaded()
          }}
        />
      )}
    </div>
  )
}

/** Sends the search once typing pauses; follows the URL when it changes elsewhere (back button). */
function SearchBox({ initial, placeholder, onSearch }: { initial: string; placeholder: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(initial)
  const settled = useDebouncedValue(text.trim(), 300)
  useEffect(() => {
    if (settled !== initial) onSearch(settled)
    // Only a settled change of the typed text searches; `initial` catching up must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])
  const [lastInitial, setLastInitial] = useState(initial)
  if (initial !== lastInitial) {
    setLastInitial(initial)
    setText(initial)
  }
  // As wide as its hint: a cut one ("Search name, email or mo") hides what the box searches.
  return (
    <FitsText texts={[placeholder]} reserve={RESERVE.search} minRem={14}>
      <Input type="search" size="sm" aria-label="Search" placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} />
    </FitsText>
  )
}
