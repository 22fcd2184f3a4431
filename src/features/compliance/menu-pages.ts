import type { MenuKey } from '@ihrc/contract/permissions'
import type { PageLoader } from '@/utils/lazy-page'

/** The Audit Checklist screens and Certificate Template by menu key, each loaded on its first visit (spread into app/pages.ts). */
export const COMPLIANCE_PAGES: Partial<Record<MenuKey, PageLoader>> = {
  'audit.recommended_checklist': () => import('./pages/RecommendedChecklistPage'),
  'audit.assigned_checklist': () => import('./pages/AssignedChecklistPage'),
  'audit.custom_checklist': () => import('./pages/CustomChecklistPage'),
  'audit.compliance_details': () => import('./pages/ComplianceDetailsPage'),
  'audit.due_compliance': () => import('./pages/DueCompliancePage'),
  'audit.status': () => import('./pages/StatusPage'),
  'audit.history': () => import('./pages/HistoryPage'),
  'audit.compliance_certificate': () => import('./pages/ComplianceCertificatePage'),
  'settings.certificate_template': () => import('./pages/CertificateTemplatePage'),
}
