import type { ComponentType } from 'react'
import type { MenuKey } from '@ihrc/contract/permissions'
import type { BuiltPath, ShellPath } from '@/configs/routes.config'
import type { PageLoader } from '@/utils/lazy-page'
import { COMPLIANCE_PAGES } from '@/features/compliance/menu-pages'
import { TRACKER_PAGES } from '@/features/trackers/menu-pages'
import { REGISTER_PAGES } from '@/features/registers/menu-pages'

/**
 * Each route's page, loaded on its first visit: menu entries by their menu key, other
 * routes by their path. The one place that imports feature pages, beside the router, so
 * the route tables (configs/) stay data and no feature imports back into them through a
 * cycle. To ship an area's page, add its row here:
 *   'company.branch': () => import('@/features/company/pages/BranchArea'),
 * A menu entry or shell route without a row shows the shared "not built yet" page.
 */
export const MENU_PAGES: Partial<Record<MenuKey, PageLoader>> = {
  'dashboard.dashboard': () => import('@/features/home/HomePage'),
  'settings.designation': () => import('@/features/role/DesignationArea'),
  'settings.status_settings': () => import('@/features/settings/StatusSettingsPage'),
  'settings.custom_fields': () => import('@/features/settings/CustomFieldsPage'),
  'settings.notification_settings': () => import('@/features/notifications/NotificationSettingsPage'),
  // The same company edit-request screen as Company Setup's, one copy.
  'settings.edit_permission': () => import('@/features/company/pages/EditPermissionPage'),
  'settings.notice_edit_permission': () => import('@/features/role/NoticeEditPermissionPage'),
  'settings.statutory_rules': () => import('@/features/statutory/StatutoryRulesPage'),
  'company.entity': () => import('@/features/company/pages/EntityPage'),
  'company.company': () => import('@/features/company/pages/CompanyPage'),
  'company.state': () => import('@/features/company/pages/StatePage'),
  'company.district': () => import('@/features/company/pages/DistrictPage'),
  'company.location': () => import('@/features/company/pages/LocationPage'),
  'company.branch': () => import('@/features/company/pages/BranchArea'),
  'company.edit_permission': () => import('@/features/company/pages/EditPermissionPage'),
  'company.branch_agreement': () => import('@/features/company/pages/BranchAgreementPage'),
  'company.user_setup': () => import('@/features/user/UserSetupPage'),
  'company.user_access_permission': () => import('@/features/user/UserAccessPermissionPage'),
  'external_user.external_user': () => import('@/features/external-user/ExternalUserArea'),
  'agreement.agreement': () => import('@/features/company/pages/AgreementsPage'),
  'remittance.notice_tracker': () => import('@/features/notices/NoticeTrackerPage'),
  ...COMPLIANCE_PAGES,
  ...TRACKER_PAGES,
  ...REGISTER_PAGES,
}

export const ROUTE_PAGES: Record<BuiltPath, PageLoader> = {
  '/sign-in': () => import('@/features/auth/pages/SignInPage'),
  '/forgot-password': () => import('@/features/auth/pages/ForgotPasswordPage'),
  '/reset-password': () => import('@/features/auth/pages/ResetPasswordPage'),
}

export const SHELL_PAGES: Partial<Record<ShellPath, PageLoader>> = {
  // The statutory setups of a company (Company tab row menu, `?company_id=`).
  '/pf-setup': () => import('@/features/setups/pages/PfSetupPage'),
  '/esi-setup': () => import('@/features/setups/pages/EsiSetupPage'),
  '/pt-setup': () => import('@/features/setups/pages/PtSetupPage'),
  '/lwf-setup': () => import('@/features/setups/pages/LwfSetupPage'),
  '/notifications': () => import('@/features/notifications/NotificationsPage'),
  '/profile': () => import('@/features/user/ProfilePage'),
}

/**
 * The widget gallery for designers and reviewers, open to anyone outside the shell, in
 * development only (`npm run dev`, the SPA tests, the kit's browser tests on Vite's dev
 * server). The production build drops it, so there /kit is the not-found page. A glob,
 * so the console still builds in a tree where the gallery is absent.
 */
const gallery = import.meta.env.DEV ? import.meta.glob<{ default: ComponentType }>('../features/kit-gallery/KitGalleryPage.tsx') : {}
export const GALLERY_PAGE: PageLoader | undefined = Object.values(gallery)[0]
