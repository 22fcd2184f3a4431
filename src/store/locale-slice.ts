import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { appConfig } from '@/configs/app.config'

/** The interface is English only (SPEC.md section 1); the slice keeps the spec's shape. Persisted. */
export interface LocaleState {
  currentLang: string
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: { currentLang: appConfig.defaultLocale } as LocaleState,
  reducers: {
    setLang(state, action: PayloadAction<string>) {
      state.currentLang = action.payload
    },
  },
})

export const { setLang } = localeSlice.actions
