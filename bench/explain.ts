// EXPLAIN (ANALYZE, BUFFERS) of the statements a piece of server code runs, as the server
// builds them: the pg client's calls are recorded while `run` goes, then each is explained.
import pg from 'pg'

export interface Statement {
  text: string
  values: unknown[]
}

/** The statements `run` sends on any connection (EXPLAINs aside). */
export async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const query = pg.Client.prototype.query as (...args: unknown[]) => Promise<unknown>
  const seen: Statement[] = []
  ;(pg.Client.prototype as unknown as { query: unknown }).query = function (
    this: pg.Client,
    config: { text: string; values?: unknown[] },
    ...rest: unknown[]
  ) {
    if (typeof config === 'object' && !/^explain/i.test(config.text))
      seen.push({ text: config.text, values: config.values ?? (rest[0] as unknown[]) ?? [] })
    return query.call(this, config, ...rest)
  }
  try {
    await run()
  } finally {
    ;(pg.Client.prototype as unknown as { query: unknown }).query = query
  }
  return seen
}

/** Each statement `run` sends, its parameters and its plan, as lines under the heading `what`. */
export async function explained(pool: pg.Pool, what: string, run: () => Promise<unknown>): Promise<string[]> {
  const out: string[] = []
  for (const s of await statementsOf(run)) {
    const plan = (await pool.query(`explain (analyze, buffers) ${s.text}`, s.values)) as { rows: { 'QUERY PLAN': string }[] }
    out.push('', `== ${what}`, s.text, `-- parameters: ${JSON.stringify(s.values)}`, ...plan.rows.map((p) => p['QUERY PLAN']))
  }
  return out
}
