/**
 * SPEC.md section 8 reloads the page on a 403 (permissions may have changed, and the
 * reload fetches the profile and menu again). A 403 that persists after the reload must
 * not reload again forever: allow one reload per window, remembered across the reload
 * in sessionStorage.
 */
const KEY = 'ihrc:forbidden-reload-at'
export const FORBIDDEN_RELOAD_WINDOW_MS = 30_000

export function forbiddenReloadAllowed(now = Date.now()): boolean {
  let last = 0
  try {
    last = Number(sessionStorage.getItem(KEY) ?? 0)
    if (now - last < FORBIDDEN_RELOAD_WINDOW_MS && now >= last) return false
    sessionStorage.setItem(KEY, String(now))
  } catch {
    // Storage unavailable (private mode): never reload rather than risk a loop.
    return false
  }
  return true
}
