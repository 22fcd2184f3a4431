import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { aCertificate, aDueItem, aRecommendedItem, admin, anAssignment, anEvent, complianceLookups, withTrail } from './fixtures'

/**
 * WCAG 2.1 AA violations, as the browser tests judge every route (tests/e2e/axe.ts);
 * colour contrast needs real layout, which jsdom has not. A dialog's focus guards are
 * floating-ui's (hidden from assistive technology in a real browser, not in jsdom).
 */
async function violations() {
  const result = await axe.run(
    { include: [['body']], exclude: [['[data-floating-ui-focus-guard]']] },
    { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } },
  )
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const rejected = aDueItem({
  status: 'rejected',
  data_status: 'rejected',
  ...withTrail([
    anEvent({ id: 1, at: '2026-11-21T10:00:00.000Z', from_status: 'submitted', to_status: 'rejected', remark: 'Wrong challan' }),
  ]),
})

describe('Audit Checklist accessibility (axe)', () => {
  test('Recommended Checklist with rows and the Assign dialog', async () => {
    server.use(
      ...complianceLookups,
      onApi.get('compliance/recommend', () => HttpResponse.json({ data: [aRecommendedItem()] })),
    )
    await renderApp('/recommended-checklist?company_id=10&branch_id=100', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('checkbox', { name: 'Select MH-PT-01' }))
    await user.click(screen.getByRole('button', { name: 'Assign' }))
    await screen.findByRole('dialog', { name: 'Assign' })
    expect(await violations()).toEqual([])
  })

  test('Assigned Checklist', async () => {
    server.use(
      ...complianceLookups,
      onApi.get('compliance', () => HttpResponse.json(paged([anAssignment()]))),
    )
    await renderApp('/assigned-checklist', { as: admin })
    await screen.findByRole('cell', { name: 'MH-PT-01' })
    expect(await violations()).toEqual([])
  })

  test('Due Compliance with the Update status dialog', async () => {
    server.use(
      ...complianceLookups,
      onApi.get('compliance/due', () => HttpResponse.json(paged([rejected]))),
    )
    await renderApp('/due-compliance', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^More for MH-PT-01/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Update status' }))
    await screen.findByRole('dialog', { name: 'Update status' })
    expect(await violations()).toEqual([])
  })

  test('Status tabs', async () => {
    server.use(
      ...complianceLookups,
      onApi.get('compliance/data', () => HttpResponse.json(paged([aDueItem()]))),
    )
    await renderApp('/status', { as: admin })
    await screen.findByRole('cell', { name: 'MH-PT-01' })
    // The tabs' counts and the tenant's status labels load beside the list: judge the page once they have.
    await waitFor(() => expect(document.querySelector('td [aria-busy="true"]')).toBeNull())
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => /\(\d+\)$/.test(t.textContent ?? ''))).not.toContain(false))
    expect(await violations()).toEqual([])
  })

  test('Compliance Certificate and Certificate Template', async () => {
    server.use(
      ...complianceLookups,
      onApi.get('certificate/list', () => HttpResponse.json(paged([aCertificate()]))),
      onApi.get('settings/certificate-template', () => HttpResponse.json(paged([]))),
    )
    const first = await renderApp('/compliance-certificate', { as: admin })
    await screen.findByText('3 / 4')
    expect(await violations()).toEqual([])
    first.unmount()
    await renderApp('/certificate-template', { as: admin })
    await screen.findByRole('figure', { name: 'Preview' })
    expect(await violations()).toEqual([])
  })
})
