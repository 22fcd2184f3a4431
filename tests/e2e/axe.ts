import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

interface AxeViolation {
  id: string
  help: string
  nodes: { target: string[] }[]
}
declare global {
  interface Window {
    axe?: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> }
  }
}

/**
 * WCAG 2.1 AA violations on the page once its transitions have finished (a dialog
 * fading in or a dark-mode switch is measured with its final colours, not half-way;
 * spinners never finish and are not waited for), one line each. axe is evaluated
 * through the DevTools protocol on first use (again after a full load): an inline
 * script tag would be refused by the console's Content-Security-Policy.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0)
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource)
  const found = await page.evaluate(
    async (tags) => (await window.axe!.run(document, { runOnly: { type: 'tag', values: tags } })).violations,
    WCAG_21_AA,
  )
  return found.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  )
}
