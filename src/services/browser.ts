/**
 * Hard navigations the http layer performs (SPEC.md section 8: "the page reloads").
 * Kept behind one object so tests can observe them; jsdom cannot navigate.
 */
export const browser = {
  reload(): void {
    window.location.reload()
  },
  assign(url: string): void {
    window.location.assign(url)
  },
}
