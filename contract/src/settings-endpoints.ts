/** Global Settings → Status Settings and Custom Fields: rows of the endpoint table (spread into endpoints.ts). */
import { GET, PUT, SIGNED_IN, crud, grant } from './endpoint'

export function settingsEndpoints() {
  return {
    statusSettings: {
      /** Every screen that shows a status reads the tenant's labels and colours. */
      get: GET('settings/status', SIGNED_IN),
      update: PUT('settings/status', grant('settings.status_settings', 'edit')),
    },
    /** The same for the tenant's notice statuses (issue 22): every notice screen and the export read them. */
    noticeStatusSettings: {
      get: GET('settings/notice-status', SIGNED_IN),
      update: PUT('settings/notice-status', grant('settings.status_settings', 'edit')),
    },
    /** Definitions are read by every form and table of a module with custom fields. */
    customField: crud('settings/custom-fields', 'settings.custom_fields', SIGNED_IN),
  }
}
