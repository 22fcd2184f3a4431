import type { State } from '@ihrc/contract'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig } from '@/components/resource/types'
import { yesNo } from '../components/cells'
import { SetupTabs } from '../components/SetupTabs'
import { stateList } from '../reference-slices'

const stateConfig: ResourcePageConfig<State> = {
  title: 'State',
  noun: 'state',
  menu: 'company.state',
  resource: stateList,
  columns: [
    { key: 'name', header: 'State' },
    { key: 'code', header: 'Code' },
    { key: 'pt_applicable', header: 'PT applicable', cell: (s) => yesNo(s.pt_applicable) },
    { key: 'lwf_applicable', header: 'LWF applicable', cell: (s) => yesNo(s.lwf_applicable) },
  ],
  recordName: (s) => s.name,
  noSearch: true,
  noDelete: true,
  emptyHint: 'States and union territories are provided with the product; ask support if one is missing.',
}

/** Group Company Setup → State: the seeded states and union territories (read only). */
export default function StatePage() {
  return (
    <SetupTabs>
      <ResourcePage {...stateConfig} />
    </SetupTabs>
  )
}
