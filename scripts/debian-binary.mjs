// A program the tests need from Debian's packages (Chromium, LibreOffice): the path in
// its environment variable, else Debian's. When missing and we are root with apt, the
// package is installed; otherwise the run stops with the one command to run. Test tools
// never download a binary of their own.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

/** `{ what: 'Chromium', envVar: 'CHROME_PATH', path: '/usr/bin/chromium', pkg: 'chromium' }` → the binary's path. */
export function ensureDebianBinary({ what, envVar, path, pkg }) {
  const wanted = process.env[envVar] || path
  if (existsSync(wanted)) return wanted
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (!process.env[envVar] && isRoot && hasApt) {
    console.log(`${what} not found: installing Debian's ${pkg} package…`)
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: 'inherit' })
    if (existsSync(wanted)) return wanted
  }
  console.error(`${what} not found at ${wanted}. Install it with:\n  sudo apt-get install -y ${pkg}\nor set ${envVar} to its binary.`)
  process.exit(1)
}
