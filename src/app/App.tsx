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
  return (
    <Provider store={app.store}>
      <PersistGate loading={<FullPageSpinner />} persistor={app.persistor}>
        <RecordFormsContext.Provider value={loadRecordForm}>
          <RouterProvider router={router} />
        </RecordFormsContext.Provider>
      </PersistGate>
    </Provider>
  )
}
