// What the widget kit adds to a page that uses the table, a dialog and a date picker
// (budget ≤ 40 KB gzip over the shell, bench/README.md). Printed twice:
// - alone: those three widgets bundled by themselves (minified, with their libraries:
//   Floating UI, TanStack Virtual, dayjs), React left out because the shell loads it;
// - over the shell: what the same bundle adds to the widgets the signed-in shell already
//   loads (its layout's Drawer, Dropdown, Switcher, Button, Spinner and icons, and with
//   them Overlay, the popover hook, the stacking layers and Floating UI): the bundle of
//   kit + shell widgets less the bundle of the shell widgets. This is the budget's figure.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { build } from 'vite'

const ui = resolve('src/components/ui')
const KIT = ['DataTable', 'Dialog', 'DatePicker']
/** The ui modules the signed-in shell fetches before any page's own (bench/dashboard-size.ts lists a session's files). */
const SHELL = ['Drawer', 'Dropdown', 'Switcher', 'Button', 'Spinner', 'icons']
const BUDGET_KB = 40

/** Minified bytes of a bundle exporting the kit's three widgets by name and everything of `shell`, React external. */
async function bundled(kit: string[], shell: string[] = []): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'ihrc-kit-size-'))
  try {
    const entry = join(dir, 'entry.ts')
    writeFileSync(
      entry,
      [...kit.map((m) => `export { ${m} } from '${ui}/${m}'\n`), ...shell.map((m) => `export * from '${ui}/${m}'\n`)].join(''),
    )
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
    return Buffer.concat(files.map((f) => readFileSync(join(dir, 'out', f))))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const measure = (body: Buffer) => ({ raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: brotliCompressSync(body).length })

const alone = measure(await bundled(KIT))
const withShell = measure(await bundled(KIT, SHELL))
const shell = measure(await bundled([], SHELL))
console.log(`kit (DataTable + Dialog + DatePicker) alone  raw ${kb(alone.raw)}  gzip ${kb(alone.gzip)}  brotli ${kb(alone.brotli)}`)
const over = { raw: withShell.raw - shell.raw, gzip: withShell.gzip - shell.gzip, brotli: withShell.brotli - shell.brotli }
console.log(
  `kit over the shell's widgets               raw ${kb(over.raw)}  gzip ${kb(over.gzip)}  brotli ${kb(over.brotli)}  ` +
    `(budget ≤ ${BUDGET_KB} KB gzip: ${over.gzip / 1024 <= BUDGET_KB ? 'met' : 'NOT MET'}; the shell's widgets ${kb(shell.gzip)} gzip)`,
)
