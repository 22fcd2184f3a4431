import { CUSTOM_FIELD_MODULE, CUSTOM_FIELD_TYPE, customFieldBody, suggestKey, type CustomField } from '@ihrc/contract/settings'
import { enumOptions } from '@/components/options/enum-options'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig } from '@/components/resource/types'
import { customFields } from './slices'

const moduleOptions = enumOptions(CUSTOM_FIELD_MODULE)

const config: ResourcePageConfig<CustomField> = {
  title: 'Custom Fields',
  noun: 'custom field',
  menu: 'settings.custom_fields',
  resource: customFields,
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'module', header: 'Module', cell: (f) => CUSTOM_FIELD_MODULE.labels[f.module] },
    { key: 'key', header: 'Key' },
    { key: 'type', header: 'Type', cell: (f) => CUSTOM_FIELD_TYPE.labels[f.type] },
    { key: 'options', header: 'Options', cell: (f) => f.options.join(', ') },
    { key: 'required', header: 'Required', cell: (f) => (f.required ? 'Yes' : 'No') },
  ],
  recordName: (f) => f.name,
  filters: [{ key: 'module', label: 'Module', useOptions: () => ({ options: moduleOptions }) }],
  searchPlaceholder: 'Search custom fields',
  emptyHint: "Add a field to a module (Branch, Company…): it appears on that module's forms, tables, templates, uploads and exports.",
  history: true,
  form: {
    schema: customFieldBody,
    sections: [
      {
        fields: [
          { name: 'module', label: 'Module', kind: 'select', required: true, options: moduleOptions },
          { name: 'name', label: 'Name', kind: 'text', required: true },
          {
            name: 'key',
            label: 'Key',
            kind: 'text',
            required: true,
            placeholder: 'cost_centre',
            hint: 'Suggested from the name; lower-case letters, digits and _. Stored values are kept under it.',
            suggest: { from: 'name', value: suggestKey },
          },
          { name: 'type', label: 'Type', kind: 'select', required: true, options: enumOptions(CUSTOM_FIELD_TYPE) },
          {
            name: 'options',
            label: 'Options',
            kind: 'textarea',
            required: true,
            wide: true,
            hint: 'One option per line.',
            visible: (v) => v.type === 'select',
          },
          { name: 'required', label: 'Required', kind: 'checkbox' },
        ],
      },
    ],
    empty: { module: '', name: '', key: '', type: 'text', options: '', required: false },
    fromRecord: (f) => ({ module: f.module, name: f.name, key: f.key, type: f.type, options: f.options.join('\n'), required: f.required }),
  },
}

/** Global Settings → Custom Fields: the extra fields of each module. */
export default function CustomFieldsPage() {
  return <ResourcePage {...config} />
}
