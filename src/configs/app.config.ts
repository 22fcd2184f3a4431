/** Fixed facts about where the console lives and where it sends people (SPEC.md sections 2, 7, 9). */
export const appConfig = {
  /** Router basename and Vite `base`: the product works under this prefix. */
  basename: '/companyadmin',
  apiPrefix: `${import.meta.env.VITE_API_BASE_URL ?? ''}/ihrc-api/companyadmin`,
  httpTimeoutMs: 60_000,
  authenticatedEntryPath: '/home',
  unAuthenticatedEntryPath: '/sign-in',
  defaultLocale: 'en',
  /** redux-persist: storage key and how long the store waits for rehydration. */
  persistKey: 'admin',
  persistTimeoutMs: 5_000,
  /** Unused RTK Query data is dropped after this many seconds. */
  keepUnusedDataFor: 60,
} as const

/** Full browser path of a route inside the console, for hard navigations. */
export function absolutePath(path: string): string {
  return `${appConfig.basename}${path}`
}
