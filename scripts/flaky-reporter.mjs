// A vitest reporter that names every test which passed only on its retry. With `retry: 1` in CI a
// flaky test lets the run pass, and without this list nobody learns of it until it fails twice
// on the day it matters. Each is printed with its failed attempt's error: the clue to the race.
// Plain JavaScript so that scripts/test.mjs (plain node) prints the suites' lists the same way.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** @typedef {{ file: string, name: string, retries: number, errors: string[] }} FlakyTest */

/** @implements {import('vitest/node').Reporter} */
export default class FlakyReporter {
  /** @type {import('vitest/node').Vitest | undefined} */
  vitest
  /** Where the list is also written as JSON: npm test sums the suites' lists in its closing lines. */
  outputFile = process.env.FLAKY_OUTPUT_FILE

  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.vitest = vitest
  }

  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    /** @type {FlakyTest[]} */
    const flaky = []
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const diagnostic = test.diagnostic()
        if (!diagnostic?.flaky) continue
        flaky.push({
          file: module.relativeModuleId,
          name: test.fullName,
          retries: diagnostic.retryCount,
          errors: (test.result().errors ?? []).map((error) => firstLine(error.message)),
        })
      }
    }
    /** @param {string} line */
    const log = (line) => (this.vitest ? this.vitest.logger.log(line) : console.log(line))
    if (flaky.length) {
      log(`\nFlaky: ${flaky.length} ${flaky.length === 1 ? 'test' : 'tests'} passed only on a retry`)
      for (const line of describeFlaky(flaky)) log(line)
    } else if (this.vitest?.config.retry) log('\nFlaky: none (no test needed its retry)')
    if (this.outputFile) {
      mkdirSync(dirname(this.outputFile), { recursive: true })
      writeFileSync(this.outputFile, JSON.stringify(flaky, null, 2))
    }
  }
}

/**
 * Lines naming each flaky test and what its failed attempt threw.
 * @param {FlakyTest[]} flaky
 * @param {string} [suite] the suite's name, when several suites' lists are printed together
 */
export function describeFlaky(flaky, suite) {
  return flaky.flatMap((test) => [
    `  ↻ ${suite ? `${suite}: ` : ''}${test.file} > ${test.name} (retried ${test.retries}×)`,
    ...test.errors.map((error) => `      failed attempt: ${error}`),
  ])
}

/** @param {string} text */
function firstLine(text) {
  const line = text.split('\n').find((l) => l.trim()) ?? ''
  return line.length > 300 ? `${line.slice(0, 300)}…` : line
}
