// Writes .br and .gz beside every text asset of the build, so the server can send
// pre-compressed files (@fastify/static preCompressed) instead of compressing per request.
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'

const root = 'dist'
const compressible = /\.(js|css|html|svg|json|txt|map)$/
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) yield* files(p)
    else if (compressible.test(name)) yield p
  }
}
let count = 0
for (const file of files(root)) {
  const body = readFileSync(file)
  if (body.length < 512) continue
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  count++
}
console.log(`compress: wrote .br and .gz for ${count} files in ${root}/`)
