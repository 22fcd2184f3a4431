import { autoUpdate, flip, FloatingPortal, offset, size, useFloating } from '@floating-ui/react'
import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { CONTROL_HEIGHT, DROPDOWN, type ControlSize } from './constants'
import { cx } from './cx'
import { inputClass } from './Input'
import { Spinner } from './Spinner'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectProps {
  id?: string
  name?: string
  'aria-label'?: string
  options: readonly SelectOption[]
  value: string | null
  onChange: (value: string | null) => void
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
}

type Row = { kind: 'option'; option: SelectOption } | { kind: 'create'; label: string }

/** Options whose label contains the query, case-insensitively; plus a create row when nothing matches exactly. */
export function selectRows(options: readonly SelectOption[], query: string, creatable: boolean): Row[] {
  const q = query.trim().toLowerCase()
  const rows: Row[] = options.filter((o) => o.label.toLowerCase().includes(q)).map((option) => ({ kind: 'option', option }))
  if (creatable && q && !options.some((o) => o.label.toLowerCase() === q)) rows.push({ kind: 'create', label: query.trim() })
  return rows
}

/** A combobox: type to search, arrows (PageUp/PageDown by 5) to move, Enter to choose, Escape to close. */
export function Select({ id, name, options, value, onChange, onBlur, loading, invalid, disabled, placeholder = 'Select…', searchable, clearable, size: controlSize = 'md', onCreate, ...aria }: SelectProps) {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [created, setCreated] = useState<SelectOption[]>([])
  const [creating, setCreating] = useState(false)
  const listId = useId()
  const all = useMemo(() => [...options, ...created.filter((c) => !options.some((o) => o.value === c.value))], [options, created])
  const selected = all.find((o) => o.value === value) ?? null
  const rows = selectRows(all, open ? query : '', Boolean(onCreate))
  const { refs, floatingStyles } = useFloating({
    open,
    placement: 'bottom-start',
    middleware: [
      offset(4),
      flip(),
      size({
        apply({ rects, elements }) {
          elements.floating.style.width = `${Math.max(rects.reference.width, DROPDOWN.minMenuHeight)}px`
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  })

  const show = () => {
    if (disabled) return
    setOpen(true)
    setQuery('')
    setActive(Math.max(0, all.findIndex((o) => o.value === value)))
  }
  const close = () => {
    setOpen(false)
    setQuery('')
  }
  const choose = async (row: Row | undefined) => {
    if (!row) return
    if (row.kind === 'option') {
      onChange(row.option.value)
      close()
      return
    }
    if (!onCreate) return
    setCreating(true)
    try {
      const option = await onCreate(row.label)
      setCreated((c) => [...c, option])
      onChange(option.value)
      close()
    } finally {
      setCreating(false)
    }
  }
  const onKeyDown = (e: KeyboardEvent) => {
    const move = (to: number) => {
      e.preventDefault()
      if (!open) return show()
      setActive(Math.min(Math.max(0, to), rows.length - 1))
    }
    switch (e.key) {
      case 'ArrowDown':
        return move(active + 1)
      case 'ArrowUp':
        return move(active - 1)
      case 'PageDown':
        return move(active + DROPDOWN.pageSize)
      case 'PageUp':
        return move(active - DROPDOWN.pageSize)
      case 'Enter':
        e.preventDefault()
        return open ? void choose(rows[active]) : show()
      case 'Escape':
        if (open) {
          e.preventDefault()
          close()
        }
        return
      case ' ':
        if (!searchable && !open) {
          e.preventDefault()
          show()
        }
        return
    }
  }

  const activeId = open && rows[active] ? `${listId}-${active}` : undefined
  return (
    <div className="relative" ref={refs.setReference}>
      <input
        id={id}
        name={name}
        role="combobox"
        aria-label={aria['aria-label']}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete={searchable ? 'list' : 'none'}
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        aria-busy={loading || creating || undefined}
        autoComplete="off"
        readOnly={!searchable}
        disabled={disabled}
        placeholder={selected ? selected.label : placeholder}
        value={open && searchable ? query : (selected?.label ?? '')}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(0)
          if (!open) setOpen(true)
        }}
        onClick={() => (open ? close() : show())}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // Leave time for a click on an option to land before closing.
          setTimeout(close, 120)
          onBlur?.()
        }}
        className={cx(inputClass(controlSize, invalid), 'cursor-pointer pe-16', CONTROL_HEIGHT[controlSize])}
      />
      <span className="absolute inset-y-0 end-0 flex items-center gap-1 pe-2 text-gray-500">
        {(loading || creating) && <Spinner size={14} />}
        {clearable && selected && !disabled && (
          <button type="button" aria-label="Clear selection" onClick={() => onChange(null)} className="rounded px-1 text-base leading-none hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary dark:hover:text-white">
            ×
          </button>
        )}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </span>
      {open && (
        <FloatingPortal>
          <ul
            ref={refs.setFloating}
            id={listId}
            role="listbox"
            aria-label={aria['aria-label']}
            style={{ ...floatingStyles, maxHeight: DROPDOWN.maxMenuHeight }}
            className="z-50 overflow-y-auto rounded-md border border-gray-200 bg-white py-1 text-sm shadow-lg dark:border-gray-700 dark:bg-gray-800"
          >
            {rows.length === 0 && <li className="px-3 py-2 text-gray-600 dark:text-gray-300">{loading ? 'Loading…' : 'No options'}</li>}
            {rows.map((row, i) => {
              const isSelected = row.kind === 'option' && row.option.value === value
              return (
                <li
                  key={row.kind === 'option' ? row.option.value : `create-${row.label}`}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={isSelected}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => void choose(row)}
                  className={cx(
                    'cursor-pointer px-3 py-2 text-gray-800 dark:text-gray-100',
                    i === active && 'bg-gray-100 dark:bg-gray-700',
                    isSelected && 'font-semibold text-primary dark:text-white',
                  )}
                >
                  {row.kind === 'option' ? row.option.label : `Create “${row.label}”`}
                </li>
              )
            })}
          </ul>
        </FloatingPortal>
      )}
    </div>
  )
}
