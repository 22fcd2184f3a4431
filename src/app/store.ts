import { combineSlices, configureStore, createAction, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit'
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, createTransform, persistReducer, persistStore } from 'redux-persist'
// Not 'redux-persist/lib/storage': that breaks under Vite 8 builds (STACK.md trap 4).
import storage from 'redux-persist/es/storage'
import { appConfig } from '@/configs/app.config'
import type { api } from '@/services/api'
import { setupHttp } from '@/services/http'
import { authSlice } from '@/store/auth-slice'
import { localeSlice } from '@/store/locale-slice'
import { sessionInvalid, sessionSlice, tokenRefreshed } from '@/store/session-slice'
import { themeSlice, type ThemeState } from '@/store/theme-slice'
import { userDisplaySlice } from '@/store/user-display-slice'
import { passwordRecoverySlice } from '@/features/auth/password-recovery-slice'

/**
 * Slices that load with their area declare themselves here by interface merging and call
 * `rootReducer.inject(slice)` from their own module:
 *   declare module '@/app/store' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
 */
// The RTK Query cache joins when the shell's routes load (`attachApi`), so the sign-in page never loads RTK Query.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- areas extend it by declaration merging
export interface LazyLoadedSlices extends WithSlice<typeof api> {}

export const rootReducer = combineSlices(
  sessionSlice,
  authSlice,
  userDisplaySlice,
  themeSlice,
  localeSlice,
  passwordRecoverySlice,
).withLazyLoadedSlices<LazyLoadedSlices>()

export type RootState = ReturnType<typeof rootReducer>

/** An open theme panel is a moment, not a preference: it is not restored after a reload. */
const closedThemePanel = createTransform<ThemeState, ThemeState>(
  (theme) => ({ ...theme, panelExpand: false }),
  (theme) => theme,
  { whitelist: [themeSlice.name] },
)

/** Session, locale and theme survive a reload (SPEC.md section 2); the API cache never does. */
const persisted = persistReducer<RootState>(
  {
    key: appConfig.persistKey,
    storage,
    whitelist: [sessionSlice.name, localeSlice.name, themeSlice.name],
    timeout: appConfig.persistTimeoutMs,
    transforms: [closedThemePanel],
  },
  rootReducer,
)

/** Dispatched once the API cache is joined, so its state exists before the first query renders. */
export const apiAttached = createAction('app/apiAttached')

export function createAppStore() {
  const dynamic = createDynamicMiddleware()
  const store = configureStore({
    reducer: persisted,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(dynamic.middleware),
  })
  setupHttp({
    onTokenRefreshed: (token) => store.dispatch(tokenRefreshed(token)),
    onSessionInvalid: () => store.dispatch(sessionInvalid()),
  })
  const persistor = persistStore(store)

  let attached: Promise<void> | null = null
  /** Loads RTK Query and joins its reducer and middleware to this store; once. */
  const attachApi = () =>
    (attached ??= import('@/services/api').then(({ api }) => {
      rootReducer.inject(api)
      dynamic.addMiddleware(api.middleware)
      store.dispatch(apiAttached())
    }))
  return { store, persistor, attachApi }
}

export type AppInstance = ReturnType<typeof createAppStore>
export type AppStore = AppInstance['store']
export type AppDispatch = AppStore['dispatch']
