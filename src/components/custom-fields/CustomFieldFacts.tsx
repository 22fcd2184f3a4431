import type { ComponentType, ReactNode } from 'react'
import type { CustomFieldModule, CustomValues } from '@ihrc/contract'
import { customValueText } from './custom-value-text'
import { useCustomFields } from './use-custom-fields'

/**
 * A record's custom values in a View or details panel: one fact per field the tenant
 * defined for the module (Global Settings → Custom Fields), labelled with its name, in
 * the panel's own fact markup. Values of fields since removed are not shown.
 */
export function CustomFieldFacts({
  module,
  values,
  Fact,
}: {
  module: CustomFieldModule
  values: CustomValues | undefined
  Fact: ComponentType<{ term: string; children: ReactNode }>
}) {
  const defs = useCustomFields(module)
  return (
    <>
      {defs.map((def) => (
        <Fact key={def.key} term={def.name}>
          {customValueText(def, values)}
        </Fact>
      ))}
    </>
  )
}
