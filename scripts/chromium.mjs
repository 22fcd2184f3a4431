// Finds Chromium for the browser tests: CHROME_PATH, else Debian's /usr/bin/chromium.
// When it is missing and we are root with apt, installs Debian's package; otherwise
// stops with the one command to run. Test tools never download a browser of their own.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

export function ensureChromium() {
  const wanted = process.env.CHROME_PATH || '/usr/bin/chromium'
  if (existsSync(wanted)) return wanted
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (!process.env.CHROME_PATH && isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium package…")
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' })
    if (existsSync(wanted)) return wanted
  }
  console.error(
    `Chromium not found at ${wanted}. Install it with:\n  sudo apt-get install -y chromium\nor set CHROME_PATH to a Chromium or Chrome binary.`,
  )
  process.exit(1)
}
