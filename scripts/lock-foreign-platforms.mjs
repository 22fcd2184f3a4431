// The npm registry reachable here serves only this platform's native packages, so npm
// leaves the other platforms' optional binaries (e.g. @tailwindcss/oxide-darwin-arm64)
// out of package-lock.json, and `npm ci` then refuses the lock as "out of sync".
// This adds each missing optional platform package to the lock with its version and the
// os/cpu/libc read from its name: npm skips it on other platforms without fetching it,
// and fetches it by name and version on the platform that needs it.
// Run after any change to the lock: `node scripts/lock-foreign-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs'

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd']
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32']

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.find((p) => CPU.includes(p))
  if (!os && !cpu) return null
  const entry = {}
  if (os) entry.os = [os]
  if (cpu) entry.cpu = [cpu]
  if (os === 'linux' && parts.some((p) => p.startsWith('musl'))) entry.libc = ['musl']
  else if (os === 'linux' && parts.some((p) => p.startsWith('gnu'))) entry.libc = ['glibc']
  return entry
}

const file = 'package-lock.json'
const lock = JSON.parse(readFileSync(file, 'utf8'))
let added = 0
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`
    if (lock.packages[base] || lock.packages[`node_modules/${dep}`]) continue
    const platform = platformOf(dep)
    if (!platform) continue
    lock.packages[`node_modules/${dep}`] = { version, optional: true, ...platform }
    added++
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`lock: added ${added} optional platform package(s)`)
