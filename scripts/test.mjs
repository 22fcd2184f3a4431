// `npm test`: everything a change can break, in the order that fails fastest.
// Prints one closing line "Tests: N passed, N failed" summed over every vitest suite, after the
// list of tests that passed only on a retry ("Flaky: …").
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureChromium } from './chromium.mjs'
import { ensureLibreOffice } from './libreoffice.mjs'
import { ensurePdfToText } from './poppler.mjs'
import { run } from './run.mjs'
import { describeFlaky } from './flaky-reporter.mjs'

// What the tests need from the machine, checked before any step: a missing one stops here
// with the command to run, not after half an hour of tests.
const chrome = ensureChromium()
const soffice = ensureLibreOffice()
const pdftotext = ensurePdfToText()
mkdirSync('test-results', { recursive: true })

// A vitest suite writes its JSON report (the closing line's counts) and its list of tests that passed
// only on a retry (scripts/flaky-reporter.mjs) into test-results/<report>.
function suite(name, args, report) {
  const reporters = [
    '--reporter=default',
    `--reporter=${FLAKY_REPORTER}`,
    '--reporter=json',
    `--outputFile.json=${resolve(`test-results/${report}.json`)}`,
  ]
  return [name, 'npx', ['vitest', 'run', ...args, ...reporters], { FLAKY_OUTPUT_FILE: resolve(`test-results/${report}.flaky.json`) }]
}
const FLAKY_REPORTER = fileURLToPath(new URL('./flaky-reporter.mjs', import.meta.url))
const SUITES = { spa: 'SPA tests', server: 'server tests', e2e: 'end-to-end tests' }

// A step, or steps run side by side: the type check, ESLint and Prettier (`npm run lint`'s
// two halves) each keep a core busy, and print only what fails.
const steps = [
  [
    ['type check', 'npx', ['tsc', '-b']],
    ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
    ['format', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  ],
  suite(SUITES.spa, ['--config', 'vitest.config.ts'], 'spa'),
  suite(SUITES.server, ['--root', 'server'], 'server'),
  ['build', 'npm', ['run', 'build']],
  suite(SUITES.e2e, ['--config', 'vitest.e2e.config.ts'], 'e2e'),
]

const reports = Object.keys(SUITES).flatMap((report) => [`test-results/${report}.json`, `test-results/${report}.flaky.json`])
// A report left by an earlier run must not count in this one's closing lines.
for (const file of reports) rmSync(file, { force: true })
const env = { ...process.env, CHROME_PATH: chrome, SOFFICE_PATH: soffice, PDFTOTEXT_PATH: pdftotext }
async function runStep([name, cmd, args, stepEnv]) {
  const t0 = Date.now()
  console.log(`\n▶ ${name}`)
  const code = await run(cmd, args, { env: { ...env, ...stepEnv } })
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
let flaky = 0
const flakyLines = []
for (const [report, name] of Object.entries(SUITES)) {
  const counts = readReport(`test-results/${report}.json`)
  passed += counts?.numPassedTests ?? 0
  failed += counts?.numFailedTests ?? 0
  const retried = readReport(`test-results/${report}.flaky.json`) ?? []
  flaky += retried.length
  flakyLines.push(...describeFlaky(retried, name))
}
if (failedStep && failed === 0) failed = 1 // a failing type check or lint counts as a failure
console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s${failedStep ? `; stopped at: ${failedStep}` : ''}`)
// The tests that passed only on a retry, named even when the run passes: each is a race to fix.
console.log(`Flaky: ${flaky ? `${flaky} passed only on a retry` : 'none'}`)
for (const line of flakyLines) console.log(line)
console.log(`Tests: ${passed} passed, ${failed} failed`)
process.exit(failedStep ? 1 : 0)

function readReport(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}
