import { pfSetup, pfSetupBody } from '@ihrc/contract'
import { pfSetups } from '../../db/schema'
import { defineSetup } from './define-setup'
import type { PortalSecret } from './portal-secret'

/** PF registrations (establishment codes); the portal password is sealed on write and never read back. */
export function pfSetupResource(secret: PortalSecret) {
  return defineSetup({
    path: 'pfsetup',
    noun: 'PF setup',
    customFields: 'pf_setup',
    table: pfSetups,
    body: pfSetupBody,
    item: pfSetup,
    code: { key: 'pf_code', column: pfSetups.pfCode },
    own: (r) => ({
      pf_code: r.pfCode,
      certificate: r.certificate,
      portal_user: r.portalUser,
      portal_password_set: r.portalPasswordSealed !== null,
      signatories: r.signatories,
    }),
    values: (b) => ({
      pfCode: b.pf_code,
      certificate: b.certificate,
      portalUser: b.portal_user,
      ...(b.signatories && { signatories: b.signatories }),
      // A blank password keeps the one on file: the console never has it to send back.
      ...(b.portal_password && { portalPasswordSealed: secret.seal(b.portal_password) }),
    }),
    duplicateMessage: 'A PF setup with this PF code already exists',
    stateRequired: false,
  })
}
