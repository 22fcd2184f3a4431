import { Provider } from 'react-redux'
import { RouterProvider } from 'react-router-dom'
import { PersistGate } from 'redux-persist/integration/react'
import { FullPageSpinner } from '@/components/shared/FullPageSpinner'
import { RecordFormsContext } from '@/components/edit-requests/record-forms'
import { loadRecordForm } from './record-forms'
import type { createAppRouter } from './router'
import type { AppInstance } from '@/store/app-store'

interface Props {
  app: AppInstance
  router: ReturnType<typeof createAppRouter>
}

/** Store, rehydration of the persisted session/theme/locale, then the routes. */
export function App({ app, router }: Props) {
  const routes = (
    <RecordFormsContext.Provider value={loadRecordForm}>
      <RouterProvider router={router} />
    </RecordFormsContext.Provider>
  )
  // Already rehydrated (main.tsx waits for it), no gate: PersistGate's first commit draws its
  // spinner alone and its mount then draws the whole tree again, synchronously, in that commit's
  // task, a render React cannot slice (bench/README.md, Lighthouse, session s41).
  return (
    <Provider store={app.store}>
      {app.persistor.getState().bootstrapped ? (
        routes
      ) : (
        <PersistGate loading={<FullPageSpinner />} persistor={app.persistor}>
          {routes}
        </PersistGate>
      )}
    </Provider>
  )
}
