import { INPUT_KINDS, INPUT_REGISTERS } from '@ihrc/contract/register-kinds'
import type { RegisterColumnValue } from '@ihrc/contract/register-formats'
import type { Option } from '@/components/resource/types'

/** A column's source as one dropdown value: `serial`, `blank`, `field:salary:basic`, `derived:attendance:days_worked`. */
export function sourceKey(v: RegisterColumnValue): string {
  if (v.kind === 'field') return `field:${v.input}:${v.field}`
  if (v.kind === 'derived') return `derived:${v.input}:${v.name}`
  return v.kind
}

export function sourceOf(key: string): RegisterColumnValue {
  const [kind, input, name] = key.split(':') as [string, string, string]
  if (kind === 'field') return { kind, input, field: name } as RegisterColumnValue
  if (kind === 'derived') return { kind, input, name } as RegisterColumnValue
  return { kind: kind === 'serial' ? 'serial' : 'blank' }
}

/** Every source a column may take: the serial, a blank, each register's fields and its computed values. */
export const SOURCE_OPTIONS: Option[] = [
  { value: 'serial', label: 'Serial number' },
  { value: 'blank', label: 'Blank (filled by hand)' },
  ...INPUT_KINDS.flatMap((kind) => {
    const def = INPUT_REGISTERS[kind]
    return [
      ...Object.entries(def.fields as Record<string, { label: string }>).map(([key, f]) => ({
        value: `field:${kind}:${key}`,
        label: `${def.label}: ${f.label}`,
      })),
      ...Object.entries(def.derived as Record<string, { label: string }>).map(([key, d]) => ({
        value: `derived:${kind}:${key}`,
        label: `${def.label}: ${d.label} (computed)`,
      })),
    ]
  }),
]

export const sourceLabel = (v: RegisterColumnValue) => SOURCE_OPTIONS.find((o) => o.value === sourceKey(v))?.label ?? sourceKey(v)
