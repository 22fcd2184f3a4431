import { ResourcePage } from '@/components/resource/ResourcePage'
import { agreementConfig } from '../agreement-config'
import { SetupTabs } from '../components/SetupTabs'

const config = agreementConfig('company.branch_agreement', 'Branch agreement', false)

/** Group Company Setup → Branch agreement. */
export default function BranchAgreementPage() {
  return (
    <SetupTabs>
      <ResourcePage {...config} />
    </SetupTabs>
  )
}
