import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/**
 * The columns each person chose to hide, by person and list (resource/use-list-columns.ts
 * names each); none chosen yet, the list's own (columns marked `hidden`). An empty choice
 * (every column shown) is kept too. Persisted with the theme: kept on this browser across
 * sign-ins, and a second person signing in on it finds their own choice, not the first one's.
 */
export type ListColumnsState = Record<string, string[]>

export const listColumnsSlice = createSlice({
  name: 'listColumns',
  initialState: {} as ListColumnsState,
  reducers: {
    setHiddenColumns(state, action: PayloadAction<{ list: string; hidden: string[] }>) {
      const { list, hidden } = action.payload
      state[list] = hidden
    },
  },
})

export const { setHiddenColumns } = listColumnsSlice.actions
