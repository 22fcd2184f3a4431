import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/**
 * The columns a user chose to hide, by list (resource/use-list-columns.ts names each list).
 * Persisted with the theme: a preference of this browser, kept across sign-ins.
 */
export type ListColumnsState = Record<string, string[]>

export const listColumnsSlice = createSlice({
  name: 'listColumns',
  initialState: {} as ListColumnsState,
  reducers: {
    setHiddenColumns(state, action: PayloadAction<{ list: string; hidden: string[] }>) {
      const { list, hidden } = action.payload
      if (hidden.length) state[list] = hidden
      else delete state[list]
    },
  },
})

export const { setHiddenColumns } = listColumnsSlice.actions
