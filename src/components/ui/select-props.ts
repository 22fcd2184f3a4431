import type { ControlSize } from './constants'
import type { FieldAria } from './FormItem'
import type { SelectOption } from './select-rows'

/** The Select's props: one value or several, a fixed or server-searched list, optionally creating an entry. */
interface SelectBaseProps extends FieldAria {
  id?: string
  name?: string
  'aria-label'?: string
  options: readonly SelectOption[]
  onBlur?: () => void
  loading?: boolean
  invalid?: boolean
  disabled?: boolean
  placeholder?: string
  searchable?: boolean
  clearable?: boolean
  size?: ControlSize
  /** "Suggest or create": offers the typed text as a new option and selects what this returns. */
  onCreate?: (label: string) => Promise<SelectOption>
  /** Server-side search: called (debounced) with the typed text; its result replaces `options` in the menu. */
  loadOptions?: (query: string) => Promise<SelectOption[]>
}

interface SingleProps extends SelectBaseProps {
  multiple?: false
  value: string | null
  onChange: (value: string | null) => void
}
interface MultiProps extends SelectBaseProps {
  multiple: true
  value: readonly string[]
  onChange: (value: string[]) => void
}
export type SelectProps = SingleProps | MultiProps
