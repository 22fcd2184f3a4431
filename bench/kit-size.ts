// What the widget kit adds to a page that uses the table, a dialog and a date picker:
// those three widgets bundled alone (minified, with their libraries: Floating UI,
// TanStack Virtual, dayjs), React left out because the shell already loads it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { build } from 'vite'

const dir = mkdtempSync(join(tmpdir(), 'ihrc-kit-size-'))
const ui = resolve('src/components/ui')
const entry = join(dir, 'entry.ts')
writeFileSync(
  entry,
  `export { DataTable } from '${ui}/DataTable'\nexport { Dialog } from '${ui}/Dialog'\nexport { DatePicker } from '${ui}/DatePicker'\n`,
)
try {
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir: join(dir, 'out'),
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'kit' },
      rolldownOptions: { external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'] },
    },
  })
  const files = readdirSync(join(dir, 'out')).filter((f) => f.endsWith('.js'))
  const body = Buffer.concat(files.map((f) => readFileSync(join(dir, 'out', f))))
  console.log(
    `kit (DataTable + Dialog + DatePicker)  raw ${(body.length / 1024).toFixed(1)} KB  gzip ${(gzipSync(body, { level: 9 }).length / 1024).toFixed(1)} KB  brotli ${(brotliCompressSync(body).length / 1024).toFixed(1)} KB`,
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}
