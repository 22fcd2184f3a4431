/**
 * npm test finds the programs the tests open files with (Chromium, LibreOffice, pdftotext) before
 * its first step (scripts/debian-binary.mjs): a path given that does not exist stops the
 * run at once with the one command to install it; one that exists is used.
 */
import { spawnSync } from 'node:child_process'
import { describe, expect, test } from 'vitest'

const SCRIPTS = new URL('../../scripts/', import.meta.url)

function ensure(script: string, fn: string, env: Record<string, string>) {
  const module = new URL(script, SCRIPTS).href
  return spawnSync(process.execPath, ['--input-type=module', '-e', `import { ${fn} } from '${module}'; console.log(${fn}())`], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
}

describe('the programs npm test needs', () => {
  test('LibreOffice missing: stops with the one command to run; present: its path', () => {
    const missing = ensure('libreoffice.mjs', 'ensureLibreOffice', { SOFFICE_PATH: '/nonexistent/soffice' })
    expect(missing.status).toBe(1)
    expect(missing.stderr).toContain('sudo apt-get install -y libreoffice-calc-nogui')
    const present = ensure('libreoffice.mjs', 'ensureLibreOffice', { SOFFICE_PATH: process.execPath })
    expect([present.status, present.stdout.trim()]).toEqual([0, process.execPath])
  })

  test('Chromium likewise', () => {
    const missing = ensure('chromium.mjs', 'ensureChromium', { CHROME_PATH: '/nonexistent/chromium' })
    expect(missing.status).toBe(1)
    expect(missing.stderr).toContain('sudo apt-get install -y chromium')
  })

  test('pdftotext likewise, from poppler-utils', () => {
    const missing = ensure('poppler.mjs', 'ensurePdfToText', { PDFTOTEXT_PATH: '/nonexistent/pdftotext' })
    expect(missing.status).toBe(1)
    expect(missing.stderr).toContain('sudo apt-get install -y poppler-utils')
    const present = ensure('poppler.mjs', 'ensurePdfToText', { PDFTOTEXT_PATH: process.execPath })
    expect([present.status, present.stdout.trim()]).toEqual([0, process.execPath])
  })
})
