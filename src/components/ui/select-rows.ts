/** What the Select's menu lists: options (local or loaded) and, for "suggest or create", the typed name. */

export interface SelectOption {
  value: string
  label: string
}

export type SelectRow = { kind: 'option'; option: SelectOption } | { kind: 'create'; label: string }

/** Options whose label contains the query, case-insensitively; plus a create row when nothing matches exactly. */
export function selectRows(options: readonly SelectOption[], query: string, creatable: boolean): SelectRow[] {
  const q = query.trim().toLowerCase()
  const rows: SelectRow[] = options.filter((o) => o.label.toLowerCase().includes(q)).map((option) => ({ kind: 'option', option }))
  if (creatable && q && !options.some((o) => o.label.toLowerCase() === q)) rows.push({ kind: 'create', label: query.trim() })
  return rows
}
