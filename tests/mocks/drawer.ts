import { screen, waitFor, type waitForOptions } from '@testing-library/react'

/**
 * An open drawer once its content is there. A drawer whose code loads on first open
 * (ui/LazyDrawer.tsx) is on screen at once, busy, until that code arrives: a test that
 * fills it in waits for the content, not only for the dialog.
 */
export async function findDrawer(name?: string | RegExp, options?: waitForOptions): Promise<HTMLElement> {
  const drawer = await screen.findByRole('dialog', name === undefined ? {} : { name }, options)
  await waitFor(() => {
    if (drawer.querySelector('[aria-busy="true"]')) throw new Error(`The drawer ${String(name ?? '')} is still loading`)
  }, options)
  return drawer
}
