import { SETUPS, type SetupKey } from '@ihrc/contract/setup-kinds'

/**
 * Routes that are not menu entries (menu routes come from navigation.config.ts). Data
 * only: their pages are mapped to these paths beside the router (app/pages.ts).
 */
export interface PageRoute {
  path: string
}

/** A shell page without its area's screen yet answers "not built yet" under this label. */
interface LabelledRoute extends PageRoute {
  label: string
}

/** Sign-in only while signed out; the recovery pages work either way (a link from an email). */
export const signedOutRoutes = [{ path: '/sign-in' }] as const satisfies readonly PageRoute[]

export const passwordRoutes = [{ path: '/forgot-password' }, { path: '/reset-password' }] as const satisfies readonly PageRoute[]

/** The console's page of a statutory setup: `/pf-setup`. */
export const setupPagePath = <K extends SetupKey>(key: K) => `/${key}-setup` as const

/** The statutory setups of a company (Company tab row menu), one per entry of SETUPS; the setups area gives them pages. */
export const setupRoutes = (Object.keys(SETUPS) as SetupKey[]).map((key) => ({
  path: setupPagePath(key),
  label: `${SETUPS[key].label} setup`,
})) satisfies readonly LabelledRoute[]

/** Pages inside the shell that the menu does not list (reached from the header or a row menu). */
export const unlistedShellRoutes = [
  { path: '/notifications', label: 'Notifications' },
  { path: '/profile', label: 'Profile' },
  ...setupRoutes,
] as const satisfies readonly LabelledRoute[]

/** Paths whose page is always there; the rest answer "not built yet" until their area ships. */
export type BuiltPath = (typeof signedOutRoutes | typeof passwordRoutes)[number]['path']
export type ShellPath = (typeof unlistedShellRoutes)[number]['path']
