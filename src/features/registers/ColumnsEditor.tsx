import type { RegisterColumn } from '@ihrc/contract'
import { Button } from '@/components/ui/Button'
import { Checkbox } from '@/components/ui/Checkbox'
import { Input } from '@/components/ui/Input'
import { Select } from '@/components/ui/Select'
import { SOURCE_OPTIONS, sourceKey, sourceOf } from './column-sources'

/**
 * A format's columns in order: heading, the group over it, where its cells come from and
 * whether the totals row sums it; moved, added and removed in place. `errors` are the
 * server's, keyed by the column's place (`columns.3.value`).
 */
export function ColumnsEditor({
  columns,
  onChange,
  errors,
}: {
  columns: RegisterColumn[]
  onChange: (columns: RegisterColumn[]) => void
  errors: Record<string, string[]>
}) {
  const set = (i: number, patch: Partial<RegisterColumn>) => onChange(columns.map((c, j) => (j === i ? { ...c, ...patch } : c)))
  const move = (i: number, by: number) => {
    const next = [...columns]
    const [taken] = next.splice(i, 1)
    next.splice(i + by, 0, taken!)
    onChange(next)
  }
  return (
    <fieldset className="mb-5">
      <legend className="mb-1.5 text-sm font-semibold">Columns</legend>
      <ol className="flex flex-col gap-2">
        {columns.map((c, i) => {
          const fault = Object.entries(errors)
            .filter(([k]) => k === `columns.${i}` || k.startsWith(`columns.${i}.`))
            .flatMap(([, v]) => v)
          const name = `Column ${i + 1}`
          return (
            <li key={i} className="rounded-md border border-gray-200 p-2 dark:border-gray-700">
              <div className="flex flex-wrap items-center gap-2">
                <span className="w-6 text-end text-sm text-gray-600 dark:text-gray-300">{i + 1}</span>
                <div className="w-32">
                  <Input
                    size="sm"
                    aria-label={`${name} group`}
                    placeholder="Group"
                    value={c.group ?? ''}
                    onChange={(e) => set(i, { group: e.target.value || null })}
                  />
                </div>
                <div className="min-w-40 flex-1">
                  <Input
                    size="sm"
                    aria-label={`${name} header`}
                    placeholder="Header"
                    value={c.header}
                    invalid={fault.length > 0}
                    onChange={(e) => set(i, { header: e.target.value })}
                  />
                </div>
                <div className="w-72">
                  <Select
                    size="sm"
                    aria-label={`${name} source`}
                    options={SOURCE_OPTIONS}
                    value={sourceKey(c.value)}
                    onChange={(value: string | null) => value && set(i, { value: sourceOf(value) })}
                    searchable
                  />
                </div>
                <Checkbox
                  label="Total"
                  checked={c.total}
                  onChange={(checked: boolean) => set(i, { total: checked })}
                  aria-label={`${name} in the totals`}
                />
                <Button size="xs" variant="plain" disabled={i === 0} aria-label={`Move ${name} up`} onClick={() => move(i, -1)}>
                  ↑
                </Button>
                <Button
                  size="xs"
                  variant="plain"
                  disabled={i === columns.length - 1}
                  aria-label={`Move ${name} down`}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </Button>
                <Button size="xs" variant="plain" aria-label={`Remove ${name}`} onClick={() => onChange(columns.filter((_, j) => j !== i))}>
                  Remove
                </Button>
              </div>
              {fault.length > 0 && (
                <p className="mt-1 text-xs text-red-700 dark:text-red-300" role="alert">
                  {fault.join('; ')}
                </p>
              )}
            </li>
          )
        })}
      </ol>
      <Button
        size="sm"
        className="mt-2"
        onClick={() => onChange([...columns, { header: '', group: null, value: { kind: 'blank' }, total: false }])}
      >
        Add column
      </Button>
      {errors.columns && <p className="mt-1 text-xs text-red-700 dark:text-red-300">{errors.columns.join('; ')}</p>}
    </fieldset>
  )
}
