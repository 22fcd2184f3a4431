import { useMemo, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { ResourcePage } from '@/components/resource/ResourcePage'
import { Tabs } from '@/components/ui/Tabs'
import { linkOf } from '@/configs/navigation.config'
import type { FamilyView } from './family-view'
import { FAMILY_VIEWS } from './families'
import { GridView } from './grid/GridView'
import { RowDetails } from './RowDetails'
import { trackerConfig } from './tracker-config'

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
  const [opened, setOpened] = useState<number | null>(null)
  const config = useMemo(() => trackerConfig(family), [family])
  // Filters mean different things in the two views, so a switch starts afresh.
  const switcher = (
    <Tabs value={grid ? 'grid' : 'list'} onChange={(tab: string) => navigate({ search: tab === 'grid' ? '?view=grid' : '' })}>
      <Tabs.List aria-label={`${family.label} tracker views`}>
        <Tabs.Nav value="list">List</Tabs.Nav>
        <Tabs.Nav value="grid">Grid</Tabs.Nav>
      </Tabs.List>
    </Tabs>
  )
  if (!grid) return <ResourcePage {...config} views={switcher} />
  return (
    <section aria-labelledby="resource-title" className="flex flex-col gap-4">
      <h1 id="resource-title" className="text-xl font-semibold">
        {config.title}
      </h1>
      {switcher}
      <GridView family={family} onOpen={setOpened} />
      {opened !== null && <RowDetails family={family} id={opened} onClose={() => setOpened(null)} />}
    </section>
  )
}
