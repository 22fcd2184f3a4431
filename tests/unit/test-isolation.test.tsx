/**
 * tests/setup.ts fails a test whose screen made a request no msw handler answers. A test's
 * handlers must therefore outlive its screen: with the handlers reset while the screen was still
 * mounted, whatever it asked on its way out went unanswered and failed the next test (a retry
 * of the same test included) for a request that test never made.
 */
import { render, screen } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { useEffect, useState } from 'react'
import { expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'

/** Asks the server as it unmounts, as a screen does that saves or releases something when left. */
function AsksOnLeaving() {
  useEffect(
    () => () => {
      fetch(`${location.origin}/ihrc-api/companyadmin/states`).catch(() => undefined)
    },
    [],
  )
  return <p>Here</p>
}

test('a screen that asks as it is unmounted is answered by its own test’s handlers', () => {
  server.use(onApi.get('states', () => HttpResponse.json({ data: [] })))
  render(<AsksOnLeaving />)
  expect(screen.getByText('Here')).toBeInTheDocument()
})

/** Shows the server's answer. */
function Asks() {
  const [answer, setAnswer] = useState('')
  useEffect(() => {
    fetch(`${location.origin}/ihrc-api/companyadmin/states`)
      .then((res) => res.json())
      .then((body: { data: string[] }) => setAnswer(body.data.join(', ')))
  }, [])
  return <p>{answer}</p>
}

test('the next test is not blamed for a request it never made', async () => {
  server.use(onApi.get('states', () => HttpResponse.json({ data: ['Maharashtra'] })))
  render(<Asks />)
  expect(await screen.findByText('Maharashtra')).toBeInTheDocument()
})
