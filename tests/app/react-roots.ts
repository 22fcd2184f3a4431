import type { Root } from 'react-dom/client'

// Node's, which React's scheduler uses in this environment; the app's types know browsers only.
const { setImmediate } = globalThis as unknown as { setImmediate: (callback: () => void) => void }

/**
 * Unmounts the React roots an entry under test created itself (testing-library's cleanup does
 * not know them), then lets React's scheduler run the unmount's passive-effect flush, a macrotask
 * (Node's setImmediate) queued before this one, while `window` is still there. Left mounted, a
 * time-sliced render goes on after the file ends and throws on the torn-down window.
 */
export async function unmountRoots(roots: Root[]): Promise<void> {
  roots.splice(0).forEach((root) => root.unmount())
  await new Promise<void>((resolve) => setImmediate(resolve))
}
