/**
 * The one ceiling for every wait in the browser tests and the SPA tests (an element, a
 * navigation, a polled state): generous, because a 2-core machine shared with other work is slow. A
 * wait ends as soon as the page reaches its state; nothing here is a sleep.
 */
export const WAIT = 30_000
