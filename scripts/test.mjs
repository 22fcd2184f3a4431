// `npm test`: everything a change can break, in the order that fails fastest.
// Prints one closing line "Tests: N passed, N failed" summed over every vitest suite.
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs'
import { ensureChromium } from './chromium.mjs'
import { ensureLibreOffice } from './libreoffice.mjs'
import { ensurePdfToText } from './poppler.mjs'
import { run } from './run.mjs'

// What the tests need from the machine, checked before any step: a missing one stops here
// with the command to run, not after half an hour of tests.
const chrome = ensureChromium()
const soffice = ensureLibreOffice()
const pdftotext = ensurePdfToText()
mkdirSync('test-results', { recursive: true })

// A step, or steps run side by side: the type check and ESLint each keep one core busy,
// and print only what fails.
const steps = [
  [
    ['type check', 'npx', ['tsc', '-b']],
    ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ],
  [
    'SPA tests',
    'npx',
    ['vitest', 'run', '--config', 'vitest.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/spa.json'],
  ],
  [
    'server tests',
    'npx',
    ['vitest', 'run', '--root', 'server', '--reporter=default', '--reporter=json', '--outputFile.json=../test-results/server.json'],
  ],
  ['build', 'npm', ['run', 'build']],
  [
    'end-to-end tests',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.e2e.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/e2e.json',
    ],
  ],
]

const reports = ['test-results/spa.json', 'test-results/server.json', 'test-results/e2e.json']
// A report left by an earlier run must not count in this one's closing line.
for (const file of reports) rmSync(file, { force: true })
const env = { ...process.env, CHROME_PATH: chrome, SOFFICE_PATH: soffice, PDFTOTEXT_PATH: pdftotext }
async function runStep([name, cmd, args]) {
  const t0 = Date.now()
  console.log(`\n▶ ${name}`)
  const code = await run(cmd, args, { env })
  console.log(`◀ ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  return code === 0 ? null : name
}

let failedStep = null
const started = Date.now()
for (const step of steps) {
  const together = Array.isArray(step[0]) ? step : [step]
  const t0 = Date.now()
  const failures = (await Promise.all(together.map(runStep))).filter(Boolean)
  if (together.length > 1)
    console.log(`◀ ${together.map(([name]) => name).join(' + ')}: ${((Date.now() - t0) / 1000).toFixed(1)} s together`)
  if (failures.length) {
    failedStep = failures.join(', ')
    break
  }
}

let passed = 0
let failed = 0
for (const file of reports) {
  if (!existsSync(file)) continue
  const r = JSON.parse(readFileSync(file, 'utf8'))
  passed += r.numPassedTests ?? 0
  failed += r.numFailedTests ?? 0
}
if (failedStep && failed === 0) failed = 1 // a failing type check or lint counts as a failure
console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s${failedStep ? `; stopped at: ${failedStep}` : ''}`)
console.log(`Tests: ${passed} passed, ${failed} failed`)
process.exit(failedStep ? 1 : 0)
