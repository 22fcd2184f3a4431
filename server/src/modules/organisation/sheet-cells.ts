/**
 * Cell texts of an uploaded sheet → body inputs. Enumerations appear in templates and
 * exports by their labels ("Registered office"); an upload accepts the label or the
 * wire value, in any case.
 */
import type { FieldIssue } from '../../lib/crud'
import type { CellText } from '../../lib/xlsx'

export interface Labelled<V extends string> {
  values: readonly V[]
  labels: Readonly<Record<V, string>>
}

export function enumCell<V extends string>(e: Labelled<V>) {
  const byText = new Map<string, V>()
  for (const v of e.values) {
    byText.set(v.toLowerCase(), v)
    byText.set(e.labels[v].toLowerCase(), v)
  }
  const options = e.values.map((v) => e.labels[v])
  return {
    options,
    label: (v: V | null) => (v ? e.labels[v] : null),
    /** The wire value, null for a blank cell, or an issue for an unknown text. */
    read(field: string, text: CellText, issues: FieldIssue[]): V | null {
      if (text === undefined) return null
      const v = byText.get(text.toLowerCase())
      if (!v) issues.push({ field, message: `Use one of: ${options.join(', ')}` })
      return v ?? null
    },
  }
}

/** Resolves a name against a lookup, reporting `missing` when it is not there. */
export function byName<T>(
  field: string,
  text: CellText,
  find: (name: string) => T | undefined,
  missing: (name: string) => string,
  issues: FieldIssue[],
): T | null {
  if (text === undefined) return null
  const found = find(text)
  if (found === undefined) issues.push({ field, message: missing(text) })
  return found ?? null
}
