import { ResourcePage } from '@/components/resource/ResourcePage'
import { agreementConfig } from '../agreement-config'

const config = agreementConfig('agreement.agreement', 'Agreements', true)

/** Main menu → Agreement: every branch agreement, with the expiring-soon filter and export. */
export default function AgreementsPage() {
  return <ResourcePage {...config} />
}
