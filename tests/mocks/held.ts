/**
 * An answer a test holds back: a handler awaits `held` and the test calls `release` when it
 * has checked the loading state (never a timer).
 */
export function holdAnswer(): { held: Promise<void>; release: () => void } {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  return { held, release }
}
