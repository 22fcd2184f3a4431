import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/**
 * The columns each person chose to hide, by person and list (resource/use-list-columns.ts
 * names each). Persisted with the theme: kept on this browser across sign-ins, and a second
 * person signing in on it finds their own choice, not the first one's.
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
