/**
 * Starts one embedded PostgreSQL for the test run and prepares a template database
 * (migrations + reference data); each test file clones it (see helpers.ts).
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { connect } from '../src/db/client'
import { startEmbedded } from '../src/db/embedded'
import { runMigrations } from '../src/db/migrate'
import { seedReference } from '../src/db/reference'

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string
    pgTemplate: string
  }
}

const TEST_DATA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.test-data')
const TEMPLATE = 'ihrc_test_template'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Clusters left behind by runs that were killed (their owner process is gone). */
function removeStaleClusters() {
  if (!existsSync(TEST_DATA)) return
  for (const entry of readdirSync(TEST_DATA)) {
    const match = /^pg-(\d+)$/.exec(entry)
    if (!match || alive(Number(match[1]))) continue
    const dir = path.join(TEST_DATA, entry)
    const pidFile = path.join(dir, 'postmaster.pid')
    const postmaster = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN
    if (Number.isInteger(postmaster) && alive(postmaster)) continue
    rmSync(dir, { recursive: true, force: true })
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

export default async function setup(project: TestProject) {
  removeStaleClusters()
  const dir = path.join(TEST_DATA, `pg-${process.pid}`)
  const cluster = await startEmbedded(dir)
  const admin = new pg.Client({ connectionString: cluster.url })
  await admin.connect()
  await admin.query(`create database ${TEMPLATE}`)
  await admin.end()
  const template = connect(withDatabase(cluster.url, TEMPLATE), { max: 1 })
  try {
    await runMigrations(template.pool)
    await seedReference(template.db)
  } finally {
    await template.close()
  }
  project.provide('pgUrl', cluster.url)
  project.provide('pgTemplate', TEMPLATE)
  return async () => {
    await cluster.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
