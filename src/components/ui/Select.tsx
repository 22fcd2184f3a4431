import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { CONTROL_MIN_HEIGHT, DROPDOWN } from './constants'
import { cx } from './cx'
import { ChevronDownIcon, CloseIcon } from './icons'
import type { SelectProps } from './select-props'
import { selectRows, type SelectOption, type SelectRow as Row } from './select-rows'
import { Spinner } from './Spinner'
import { usePopups } from './lazy-popups'
import { useLoadedOptions } from './use-loaded-options'

export type { SelectProps } from './select-props'
export type { SelectOption } from './select-rows'

/**
 * A combobox with a listbox: type to search (locally or on the server), arrows and
 * PageUp/PageDown (5 rows) to move, Enter to choose, Escape to close (ui/escape-stack.ts); single or multiple
 * values, optionally creating a missing entry.
 */
export function Select(props: SelectProps) {
  const {
    id,
    name,
    options,
    onBlur,
    loading,
    invalid,
    disabled,
    placeholder = 'Select…',
    searchable,
    clearable,
    size: controlSize = 'md',
    onCreate,
    loadOptions,
  } = props
  const label = props['aria-label']
  const selectedValues: readonly string[] = props.multiple ? props.value : props.value === null ? [] : [props.value]
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  // Labels of options met outside `options` (created or loaded), so chosen values keep their names.
  const [known, setKnown] = useState<SelectOption[]>([])
  const [creating, setCreating] = useState(false)
  // The listbox is named like the combobox: its aria-label, else the text of its <label>.
  const [listName, setListName] = useState<string | undefined>(label)
  const inputRef = useRef<HTMLInputElement>(null)
  // The close after a blur must not land on an unmounted select (a page left meanwhile).
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(blurTimer.current), [])
  const listId = useId()
  const { loaded, busy } = useLoadedOptions(loadOptions, open, query)
  useEffect(() => {
    if (loaded?.length) setKnown((k) => [...k, ...loaded.filter((o) => !k.some((x) => x.value === o.value))])
  }, [loaded])

  const all = useMemo(() => [...options, ...known.filter((c) => !options.some((o) => o.value === c.value))], [options, known])
  const labelOf = (value: string) => all.find((o) => o.value === value)?.label ?? value
  // Loaded options come filtered by the server; local ones are filtered here.
  const rows: Row[] =
    loadOptions && loaded
      ? [
          ...loaded.map((option): Row => ({ kind: 'option', option })),
          ...selectRows(loaded, query, Boolean(onCreate)).filter((r) => r.kind === 'create'),
        ]
      : selectRows(all, open ? query : '', Boolean(onCreate))
  const busyNow = loading || creating || busy

  const nameList = () => setListName(label ?? inputRef.current?.labels?.[0]?.textContent ?? placeholder)
  const show = () => {
    if (disabled) return
    nameList()
    setOpen(true)
    setQuery('')
    setActive(
      Math.max(
        0,
        all.findIndex((o) => selectedValues.includes(o.value)),
      ),
    )
  }
  const close = () => {
    setOpen(false)
    setQuery('')
  }
  // The list loads with the popups on the first opening (ui/lazy-popups.tsx); closed, it is the control alone.
  const popups = usePopups(open)
  // The box the list floats at. State, as Floating UI's reference was, not a ref: the list is
  // drawn from it, and a ref read while drawing would not draw again when it is set. (Its set
  // on mount draws the select again within the commit, running the page's pending effects
  // first; list pages no longer depend on that: a resource list is loading from its first
  // render, resource/use-resource-list.ts, tests/resource/first-render.test.tsx.)
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  const commit = (value: string) => {
    if (props.multiple) {
      props.onChange(props.value.includes(value) ? props.value.filter((v) => v !== value) : [...props.value, value])
      setQuery('')
      inputRef.current?.focus()
    } else {
      props.onChange(value)
      close()
    }
  }
  const choose = async (row: Row | undefined) => {
    if (!row) return
    if (row.kind === 'option') return commit(row.option.value)
    if (!onCreate) return
    setCreating(true)
    try {
      const option = await onCreate(row.label)
      setKnown((c) => [...c, option])
      commit(option.value)
    } catch {
      // Refused (the caller's error handling has told why): nothing was created, so the
      // typed name must not stay in the control as if it had been.
      close()
    } finally {
      setCreating(false)
    }
  }
  const clear = () => (props.multiple ? props.onChange([]) : props.onChange(null))
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
      case 'Home':
        return open ? move(0) : undefined
      case 'End':
        return open ? move(rows.length - 1) : undefined
      case 'Enter':
        e.preventDefault()
        return open ? void choose(rows[active]) : show()
      case 'Backspace':
        if (props.multiple && query === '' && props.value.length) props.onChange(props.value.slice(0, -1))
        return
      case ' ':
        if (!searchable && !open) {
          e.preventDefault()
          show()
        }
        return
    }
  }

  const single = props.multiple ? null : selectedValues[0]
  const activeId = open && rows[active] ? `${listId}-${active}` : undefined
  const typing = open && (searchable || Boolean(loadOptions))
  const shownText = typing ? query : props.multiple ? '' : single ? labelOf(single) : ''
  return (
    <div
      ref={setBox}
      className={cx(
        'relative flex w-full items-center gap-1 rounded-md border bg-white transition-colors focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/30 dark:bg-gray-800',
        invalid ? 'border-red-600 dark:border-red-400' : 'border-gray-300 dark:border-gray-600',
        disabled && 'cursor-not-allowed bg-gray-100 dark:bg-gray-700',
        // Chips wrap before the clear and chevron icons, never under them.
        props.multiple && 'flex-wrap ps-1 pe-14',
        CONTROL_MIN_HEIGHT[controlSize],
      )}
    >
      {props.multiple &&
        props.value.map((v) => (
          <span
            key={v}
            className="my-1 inline-flex items-center gap-1 rounded bg-gray-100 py-0.5 ps-2 pe-1 text-xs font-semibold text-gray-800 dark:bg-gray-700 dark:text-gray-100"
          >
            {labelOf(v)}
            <button
              type="button"
              disabled={disabled}
              aria-label={`Remove ${labelOf(v)}`}
              onClick={() => commit(v)}
              className="rounded p-0.5 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-gray-600"
            >
              <CloseIcon size={12} />
            </button>
          </span>
        ))}
      <input
        ref={inputRef}
        id={id}
        name={name}
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-haspopup="listbox"
        aria-autocomplete={searchable || loadOptions ? 'list' : 'none'}
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        aria-describedby={props['aria-describedby']}
        aria-required={props['aria-required']}
        aria-busy={busyNow || undefined}
        autoComplete="off"
        readOnly={!searchable && !loadOptions}
        disabled={disabled}
        placeholder={selectedValues.length && !props.multiple ? labelOf(selectedValues[0]!) : selectedValues.length ? '' : placeholder}
        value={shownText}
        onChange={(e) => {
          // Closed, the box shows the chosen name; what is typed after it is the search, not the name plus it.
          const typed = e.target.value
          setQuery(!open && shownText && typed.startsWith(shownText) ? typed.slice(shownText.length) : typed)
          setActive(0)
          if (!open) {
            nameList()
            setOpen(true)
          }
        }}
        onClick={() => (open ? close() : show())}
        // Back before the blur's close ran: that close is stale and must not shut the list just opened.
        onFocus={() => clearTimeout(blurTimer.current)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // Leave time for a click on an option to land before closing.
          blurTimer.current = setTimeout(close, 120)
          onBlur?.()
        }}
        className={cx(
          'min-w-16 flex-1 cursor-pointer self-stretch rounded-md bg-transparent ps-3 pe-16 text-sm text-gray-900 placeholder:text-gray-500 focus:outline-none dark:text-gray-100 dark:placeholder:text-gray-400',
          props.multiple && 'ps-1 pe-0',
        )}
      />
      <span className="absolute inset-y-0 end-0 flex items-center gap-1 pe-2 text-gray-500 dark:text-gray-400">
        {busyNow && <Spinner size={14} />}
        {clearable && selectedValues.length > 0 && !disabled && (
          <button
            type="button"
            aria-label="Clear selection"
            onClick={clear}
            className="rounded p-0.5 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary dark:hover:text-white"
          >
            <CloseIcon size={14} />
          </button>
        )}
        <ChevronDownIcon size={14} />
      </span>
      {open && popups && box && (
        // Leaving the control closes the list (its blur), so a press outside needs no handler of its own.
        <popups.PopupList
          reference={box}
          onClose={close}
          id={listId}
          role="listbox"
          aria-label={listName}
          aria-multiselectable={props.multiple || undefined}
          className="min-w-40 overflow-y-auto rounded-md border border-gray-200 bg-white py-1 text-sm shadow-lg dark:border-gray-700 dark:bg-gray-800"
        >
          {rows.length === 0 && <li className="px-3 py-2 text-gray-600 dark:text-gray-300">{busyNow ? 'Loading…' : 'No options'}</li>}
          {rows.map((row, i) => {
            const isSelected = row.kind === 'option' && selectedValues.includes(row.option.value)
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
                  'flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-gray-800 dark:text-gray-100',
                  i === active && 'bg-gray-100 dark:bg-gray-700',
                  isSelected && 'font-semibold text-primary dark:text-white',
                )}
              >
                {row.kind === 'option' ? row.option.label : `Create “${row.label}”`}
              </li>
            )
          })}
        </popups.PopupList>
      )}
    </div>
  )
}
