import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { lazyLoaded, load } from '@/utils/lazy-page'

const Page = () => <p>the page</p>

describe('lazyLoaded: a code-split part whose module has come draws without suspending', () => {
  test('loaded first (as the boot preloads the shell and the page), it draws in the very first render: no fallback', async () => {
    // A lazy part that suspends commits its fallback, and React then holds the content ≥300 ms
    // (its reveal throttle): on a cold /home the heading came 320 ms after the shell's header.
    const loader = () => Promise.resolve({ default: Page })
    await load(loader)
    const Lazy = lazyLoaded(loader)
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    )
    expect(screen.getByText('the page')).toBeInTheDocument()
    expect(screen.queryByText('loading')).toBeNull()
  })

  test('not loaded yet, it shows the fallback and then the part', async () => {
    const loader = () => Promise.resolve({ default: Page })
    const Lazy = lazyLoaded(loader)
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    )
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText('the page')).toBeInTheDocument()
  })
})
