import { districtBody, type Place } from '@ihrc/contract/organisation'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig } from '@/components/resource/types'
import { addedBy } from '../components/cells'
import { SetupTabs } from '../components/SetupTabs'
import { useStateOptions } from '@/components/options/company-options'
import { districtList } from '../reference-slices'

const districtConfig: ResourcePageConfig<Place> = {
  title: 'District',
  noun: 'district',
  menu: 'company.district',
  resource: districtList,
  columns: [
    { key: 'name', header: 'District' },
    { key: 'is_custom', header: 'Source', cell: addedBy },
  ],
  recordName: (d) => d.name,
  filters: [{ key: 'state_id', label: 'State', useOptions: useStateOptions }],
  needs: ['state_id'],
  noSearch: true,
  noEdit: true,
  noDelete: true,
  emptyHint: 'Add a district if the one you need is not listed.',
  form: {
    schema: districtBody,
    sections: [
      {
        fields: [
          { name: 'state_id', label: 'State', kind: 'select', required: true, useOptions: useStateOptions },
          { name: 'name', label: 'District name', kind: 'text', required: true },
        ],
      },
    ],
    empty: { state_id: '', name: '' },
    fromRecord: (d) => ({ state_id: String(d.parent_id), name: d.name }),
  },
}

/** Group Company Setup → District: districts of a state; the tenant may add its own. */
export default function DistrictPage() {
  return (
    <SetupTabs>
      <ResourcePage {...districtConfig} />
    </SetupTabs>
  )
}
