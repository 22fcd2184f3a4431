import { TRACKER_CELL_STATUS, TRACKER_ROW_STATUS } from '@ihrc/contract/status-labels'
import type { TrackerItem } from '@ihrc/contract/trackers'
import { useCallback, useMemo, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { useAppDispatch } from '@/store/hooks'
import { ResourcePage } from '@/components/resource/ResourcePage'
import { Page } from '@/components/shared/Page'
import type { RowAction } from '@/components/resource/types'
import { Tabs } from '@/components/ui/Tabs'
import { linkOf } from '@/configs/navigation.config'
import type { FamilyView } from './family-view'
import { FAMILY_VIEWS } from './families'
import { GridView } from './grid/GridView'
import { RowDetails } from './RowDetails'
import { RowDocuments } from './RowDocuments'
import { rowName } from './row-fields'
import { MISSING, missingConfig, trackerConfig } from './tracker-config'

/** A status each view can filter by; another is dropped on the way (the grid's "Not levied" means nothing to the list). */
const STATUSES = {
  list: new Set<string>([...TRACKER_ROW_STATUS.values, MISSING]),
  grid: new Set<string>(TRACKER_CELL_STATUS.values),
}
/** One state under two names: a row's "due rule not confirmed" is the grid's (issue 21). */
const SAME_STATUS: Record<string, string> = { due_unknown: 'not_confirmed', not_confirmed: 'due_unknown' }

/**
 * The other view's address: the same filters (company, state, year, status …, issue 19
 * item 15), back to its first page.
 */
export function switchedSearch(params: URLSearchParams, to: 'list' | 'grid'): string {
  const next = new URLSearchParams(params)
  next.delete('page')
  if (to === 'grid') next.set('view', 'grid')
  else next.delete('view')
  const status = next.get('status')
  if (status && !STATUSES[to].has(status)) {
    const same = SAME_STATUS[status]
    if (same && STATUSES[to].has(same)) next.set('status', same)
    else next.delete('status')
  }
  const text = next.toString()
  return text ? `?${text}` : ''
}

/**
 * The one page of the six remittance trackers: the route says which family (each menu
 * entry opens this page), the family map says everything else.
 */
export default function TrackerPage() {
  const { pathname } = useLocation()
  const family = FAMILY_VIEWS.find((f) => linkOf(f.menu) === pathname)
  if (!family) return null
  // Another family is another page: nothing of the last one's state carries over.
  return <FamilyPage key={family.key} family={family} />
}

function FamilyPage({ family }: { family: FamilyView }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const grid = params.get('view') === 'grid'
  const dispatch = useAppDispatch()
  const [opened, setOpened] = useState<number | null>(null)
  const [documentsOf, setDocumentsOf] = useState<TrackerItem | null>(null)
  const [reloadKey, setReloadKey] = useState(0)
  const config = useMemo(() => trackerConfig(family), [family])
  const missing = useMemo(() => missingConfig(family), [family])
  const rowActions = useCallback(
    (row: TrackerItem): RowAction[] => [
      { label: 'View', onSelect: () => setOpened(row.id) },
      { label: 'Documents', onSelect: () => setDocumentsOf(row) },
    ],
    [],
  )
  const details = opened !== null && <RowDetails family={family} id={opened} onClose={() => setOpened(null)} />
  const switcher = (
    <Tabs
      value={grid ? 'grid' : 'list'}
      onChange={(tab: string) => navigate({ search: switchedSearch(params, tab === 'grid' ? 'grid' : 'list') })}
    >
      <Tabs.List aria-label={`${family.label} tracker views`}>
        <Tabs.Nav value="list">List</Tabs.Nav>
        <Tabs.Nav value="grid">Grid</Tabs.Nav>
      </Tabs.List>
    </Tabs>
  )
  if (!grid && params.get('status') === MISSING) return <ResourcePage {...missing} views={switcher} />
  if (!grid)
    return (
      <>
        <ResourcePage {...config} views={switcher} rowActions={rowActions} reloadKey={reloadKey} />
        {details}
        {documentsOf && (
          <RowDocuments
            family={family}
            row={documentsOf}
            name={rowName(documentsOf)}
            onClose={() => {
              setDocumentsOf(null)
              // The row's "n/m uploaded" is the list's: it reloads, and other lists of the family refetch.
              dispatch(family.resource.changed())
              setReloadKey((k) => k + 1)
            }}
          />
        )}
      </>
    )
  return (
    <Page title={config.title} subtitle={config.subtitle} aside={<div className="self-end">{switcher}</div>} dense>
      <GridView family={family} onOpen={setOpened} />
      {details}
    </Page>
  )
}
