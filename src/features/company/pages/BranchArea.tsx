import { Route, Routes } from 'react-router-dom'
import { SetupTabs } from '../components/SetupTabs'
import { BranchFormPage } from './BranchFormPage'
import { BranchListPage } from './BranchListPage'

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
      <Route path="new" element={<BranchFormPage />} />
      <Route path=":id/edit" element={<BranchFormPage />} />
    </Routes>
  )
}
