// The CPU-independent facts of kept Lighthouse reports (bench/web.ts with LH_REPORT_DIR), for
// comparing builds on a busy machine where the scores and timings are noise: what a load
// fetched, what of its script came before the observed LCP, how deep its chain of requests
// when the session check left (before or after the last script came), and the script
// Lighthouse counts unused per file.
// Run: node --import tsx bench/lighthouse-facts.ts <report.json>...
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'

interface Request {
  url: string
  resourceType?: string
  transferSize?: number
  networkRequestTime?: number
  networkEndTime?: number
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const file = (url: string) => new URL(url).pathname.split('/').pop()!

for (const path of process.argv.slice(2)) {
  const lhr = JSON.parse(readFileSync(path, 'utf8'))
  const audits = lhr.audits
  const requests: Request[] = audits['network-requests'].details.items
  const metrics = audits.metrics.details.items[0]
  const lcp: number = metrics.observedLargestContentfulPaint
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const beforeLcp = scripts.filter((r) => (r.networkEndTime ?? Infinity) <= lcp)
  const sum = (rs: Request[]) => rs.reduce((total, r) => total + (r.transferSize ?? 0), 0)
  const check = requests.find((r) => new URL(r.url).pathname.endsWith('/companyadmin/profile'))
  const lastScript = Math.max(...beforeLcp.map((r) => r.networkEndTime ?? 0))
  const unused = (audits['unused-javascript']?.details?.items ?? []) as { url: string; wastedBytes: number; totalBytes: number }[]
  console.log(
    [
      `${basename(path)}: ${requests.length} requests (${scripts.length} scripts, ${kb(sum(scripts))});`,
      `before the observed LCP (${lcp} ms): ${beforeLcp.length} scripts, ${kb(sum(beforeLcp))}, the last answered at ${lastScript.toFixed(0)} ms;`,
      check
        ? `session check sent at ${check.networkRequestTime?.toFixed(0)} ms (${(check.networkRequestTime ?? 0) < lastScript ? 'before' : 'after'} the last script came), answered at ${check.networkEndTime?.toFixed(0)} ms;`
        : 'no session check;',
      `unused script ${unused.map((u) => `${file(u.url).replace(/-[\w-]{8}\.js$/, '')} ${kb(u.wastedBytes)}`).join(', ')}`,
    ].join('\n  '),
  )
}
