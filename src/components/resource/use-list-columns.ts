import { useCallback, useMemo } from 'react'
import { customFieldColumns } from '@/components/custom-fields/custom-field-config'
import { useCustomFields } from '@/components/custom-fields/use-custom-fields'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { setHiddenColumns } from '@/store/list-columns-slice'
import type { Identified } from '@/store/resource-slice'
import type { ResourceColumn, ResourcePageConfig } from './types'

/**
 * Lists with fewer columns fit a 1366-px screen whole and offer no choice (unless some of
 * their columns start hidden); from this many (trackers, checklists, due items, history)
 * some lie beyond the screen's edge.
 */
export const CHOOSABLE_FROM = 9

const NONE: readonly string[] = []

export interface ListColumns<T> {
  /** Every column the list has: the area's, then the custom fields'. */
  all: ResourceColumn<T>[]
  /** The columns drawn: all but those the user hid. */
  shown: ResourceColumn<T>[]
  hidden: readonly string[]
  /** Undefined where the list is too narrow to need a choice. */
  setHidden?: (hidden: string[]) => void
}

/**
 * A list's columns and the user's choice of them (kept per person and list in the store, persisted;
 * before any choice, all but those marked `hidden`).
 * The first column names the row and is always drawn; a hidden column the list no longer
 * has (a custom field removed) is forgotten.
 */
export function useListColumns<T extends Identified>(config: ResourcePageConfig<T>): ListColumns<T> {
  const customDefs = useCustomFields(config.customFields)
  const { columns } = config
  const all = useMemo(() => [...columns, ...customFieldColumns<T>(customDefs)], [columns, customDefs])
  // Each person's own, on a browser people share; two screens can list one resource with their own columns (Due Compliance and Status).
  const userId = useAppSelector((state) => state.userDisplay.userId)
  const list = `${userId}:${config.resource.name}:${config.title}`
  const dispatch = useAppDispatch()
  // Until the user chooses, the columns the list itself keeps out of view.
  const defaults = useMemo(() => all.filter((column) => column.hidden).map((column) => column.key), [all])
  const stored = useAppSelector((state) => state.listColumns[list]) ?? defaults
  const choosable = all.length >= CHOOSABLE_FROM || defaults.length > 0
  const hidden = useMemo(
    () => (choosable ? stored.filter((key) => all.slice(1).some((column) => column.key === key)) : NONE),
    [stored, all, choosable],
  )
  const shown = useMemo(() => (hidden.length ? all.filter((column) => !hidden.includes(column.key)) : all), [all, hidden])
  const setHidden = useCallback((next: string[]) => dispatch(setHiddenColumns({ list, hidden: next })), [dispatch, list])
  return { all, shown, hidden, setHidden: choosable ? setHidden : undefined }
}
