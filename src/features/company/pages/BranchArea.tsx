import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import { SetupTabs } from '../components/SetupTabs'
import { BranchListPage } from './BranchListPage'

// The full-page form (react-hook-form and every control) loads when it is opened, not with the list (issue 10).
const BranchFormPage = lazy(() => import('./BranchFormPage').then((m) => ({ default: m.BranchFormPage })))

/** Group Company Setup → Branch: the list, and add / edit as full pages under the same menu route. */
export default function BranchArea() {
  return (
    <Routes>
      <Route
        index
        element={
          <SetupTabs>
            <BranchListPage />
          </SetupTabs>
        }
      />
      <Route
        path="new"
        element={
          <Suspense fallback={null}>
            <BranchFormPage />
          </Suspense>
        }
      />
      <Route
        path=":id/edit"
        element={
          <Suspense fallback={null}>
            <BranchFormPage />
          </Suspense>
        }
      />
    </Routes>
  )
}
