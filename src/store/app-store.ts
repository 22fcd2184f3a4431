import { configureStore, createAction, createDynamicMiddleware } from '@reduxjs/toolkit'
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, createTransform, persistReducer, persistStore } from 'redux-persist'
// Not 'redux-persist/lib/storage': that breaks under Vite 8 builds (STACK.md trap 4).
import storage from 'redux-persist/es/storage'
import { appConfig } from '@/configs/app.config'
import { setupHttp } from '@/services/http'
import { listColumnsSlice } from './list-columns-slice'
import { localeSlice } from './locale-slice'
import { rootReducer, type RootState } from './root-reducer'
import { sessionInvalid, sessionSlice, tokenRefreshed } from './session-slice'
import { themeSlice, type ThemeState } from './theme-slice'

/** An open theme panel is a moment, not a preference: it is not restored after a reload. */
const closedThemePanel = createTransform<ThemeState, ThemeState>(
  (theme) => ({ ...theme, panelExpand: false }),
  (theme) => theme,
  { whitelist: [themeSlice.name] },
)

/** Session, locale and theme survive a reload (SPEC.md section 2), and the lists' chosen columns; the API cache never does. */
const persisted = persistReducer<RootState>(
  {
    key: appConfig.persistKey,
    storage,
    whitelist: [sessionSlice.name, localeSlice.name, themeSlice.name, listColumnsSlice.name],
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
