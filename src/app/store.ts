import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist'
// Not 'redux-persist/lib/storage': that breaks under Vite 8 builds (STACK.md trap 4).
import storage from 'redux-persist/es/storage'
import { appConfig } from '@/configs/app.config'
import { api } from '@/services/api'
import { setupHttp } from '@/services/http'
import { authSlice } from '@/store/auth-slice'
import { localeSlice } from '@/store/locale-slice'
import { sessionInvalid, sessionSlice, tokenRefreshed } from '@/store/session-slice'
import { themeSlice } from '@/store/theme-slice'
import { userDisplaySlice } from '@/store/user-display-slice'
import { passwordRecoverySlice } from '@/features/auth/password-recovery-slice'

/**
 * Slices that load with their area declare themselves here by interface merging and call
 * `rootReducer.inject(slice)` from their own module:
 *   declare module '@/app/store' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, sessionSlice, authSlice, userDisplaySlice, themeSlice, localeSlice, passwordRecoverySlice).withLazyLoadedSlices<LazyLoadedSlices>()

export type RootState = ReturnType<typeof rootReducer>

/** Session, locale and theme survive a reload (SPEC.md section 2); the API cache never does. */
const persisted = persistReducer<RootState>(
  {
    key: appConfig.persistKey,
    storage,
    whitelist: [sessionSlice.name, localeSlice.name, themeSlice.name],
    timeout: appConfig.persistTimeoutMs,
  },
  rootReducer,
)

export function createAppStore() {
  const store = configureStore({
    reducer: persisted,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  })
  setupHttp({
    onTokenRefreshed: (token) => store.dispatch(tokenRefreshed(token)),
    onSessionInvalid: () => store.dispatch(sessionInvalid()),
  })
  const persistor = persistStore(store)
  return { store, persistor }
}

export type AppStore = ReturnType<typeof createAppStore>['store']
export type AppDispatch = AppStore['dispatch']
