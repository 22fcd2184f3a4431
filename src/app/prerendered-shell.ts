/**
 * The sign-in page's markup that the build prerenders into sign-in.html
 * (scripts/prerender-plugin.ts): it is drawn from the HTML alone, before any script runs,
 * while the app boots into a hidden #root. The app takes over in one frame, so nothing
 * shifts: what a visitor typed and where the focus was carry over to the live page.
 */
export const PRERENDERED_ID = 'prerendered'

const shell = () => (typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_ID))

/** What the visitor typed into the prerendered input `name` before the app took over. */
export function prerenderedValue(name: string): string {
  return shell()?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? ''
}

/** Removes the prerendered page and shows the app's own; a no-op once done (or when there was none). */
export function replacePrerendered(): void {
  const current = shell()
  if (!current) return
  const focused = current.contains(document.activeElement) ? document.activeElement?.getAttribute('name') : null
  current.remove()
  const root = document.getElementById('root')
  if (root) root.hidden = false
  if (focused) document.querySelector<HTMLElement>(`[name="${focused}"]`)?.focus()
}
