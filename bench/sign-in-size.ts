// What /companyadmin/sign-in loads before anyone touches it (budget in bench/README.md:
// JS ≤ 165 KB gzip): every .js and .css file the page fetches until the network is idle.
// bench/run.ts prints it; alone: `node --import tsx bench/sign-in-size.ts` (after
// `npm run build`), which also lists the files.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { startServer } from '../scripts/server-process'

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

export const sizes = (files: string[]): Sizes =>
  files.reduce(
    (acc, f) => {
      const body = readFileSync(f)
      acc.raw += body.length
      acc.gzip += gzipSync(body, { level: 9 }).length
      acc.brotli += brotliCompressSync(body).length
      return acc
    },
    { raw: 0, gzip: 0, brotli: 0 },
  )

export const line = (label: string, s: Sizes) =>
  console.log(`${label.padEnd(34)} raw ${kb(s.raw).padStart(10)}  gzip ${kb(s.gzip).padStart(9)}  brotli ${kb(s.brotli).padStart(9)}`)

/** The built files (dist/…) the sign-in page fetched, in the order it asked for them. */
export async function signInFiles(baseURL: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const page = await browser.newPage()
    const loaded = new Set<string>()
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname
      if (/\.(js|css)$/.test(path)) loaded.add(path.replace(/^\/companyadmin\//, 'dist/'))
    })
    await page.goto(`${baseURL}/companyadmin/sign-in`, { waitUntil: 'networkidle' })
    return [...loaded].filter((f) => existsSync(f))
  } finally {
    await browser.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ihrc-sign-in-size-'))
  const server = await startServer({ DATA_DIR: dataDir }, 300_000)
  try {
    const files = await signInFiles(server.baseURL)
    for (const file of files) line(`  ${file.replace(/^dist\//, '')}`, sizes([file]))
    line('sign-in JS', sizes(files.filter((f) => f.endsWith('.js'))))
    line('sign-in CSS', sizes(files.filter((f) => f.endsWith('.css'))))
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
