import { locationBody, type Place } from '@ihrc/contract/organisation'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig } from '@/components/resource/types'
import { SetupTabs } from '../components/SetupTabs'
import { useDistrictOptions, useStateOptions } from '@/components/options/company-options'
import { locationList } from '../reference-slices'
import { addedBy } from '../components/cells'

const locationConfig: ResourcePageConfig<Place> = {
  title: 'Location',
  noun: 'location',
  menu: 'company.location',
  resource: locationList,
  columns: [
    { key: 'name', header: 'Location' },
    { key: 'is_custom', header: 'Source', cell: addedBy },
  ],
  recordName: (l) => l.name,
  filters: [
    { key: 'state_id', label: 'State', useOptions: useStateOptions, clears: ['district_id'] },
    { key: 'district_id', label: 'District', useOptions: useDistrictOptions },
  ],
  needs: ['district_id'],
  noSearch: true,
  noEdit: true,
  noDelete: true,
  emptyHint: 'Add a location if the one you need is not listed.',
  form: {
    schema: locationBody,
    sections: [
      {
        fields: [
          { name: 'state_id', label: 'State', kind: 'select', required: true, useOptions: useStateOptions, clears: ['district_id'] },
          { name: 'district_id', label: 'District', kind: 'select', required: true, useOptions: useDistrictOptions },
          { name: 'name', label: 'Location name', kind: 'text', required: true },
        ],
      },
    ],
    empty: { state_id: '', district_id: '', name: '' },
    fromRecord: (l) => ({ state_id: '', district_id: String(l.parent_id), name: l.name }),
  },
}

/** Group Company Setup → Location: locations of a district; the tenant may add its own. */
export default function LocationPage() {
  return (
    <SetupTabs>
      <ResourcePage {...locationConfig} />
    </SetupTabs>
  )
}
