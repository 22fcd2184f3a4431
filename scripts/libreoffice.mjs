// Finds LibreOffice for the tests that open exported workbooks the way people do
// (`soffice --headless --convert-to csv`): SOFFICE_PATH, else Debian's /usr/bin/soffice.
// When it is missing and we are root with apt, installs Debian's libreoffice-calc-nogui
// (Calc without a desktop: what a headless conversion needs); otherwise stops with the
// one command to run. Same rule as chromium.mjs.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

export const LIBREOFFICE_PACKAGE = 'libreoffice-calc-nogui'

export function ensureLibreOffice() {
  const wanted = process.env.SOFFICE_PATH || '/usr/bin/soffice'
  if (existsSync(wanted)) return wanted
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (!process.env.SOFFICE_PATH && isRoot && hasApt) {
    console.log(`LibreOffice not found: installing Debian's ${LIBREOFFICE_PACKAGE} package…`)
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${LIBREOFFICE_PACKAGE}`, {
      stdio: 'inherit',
    })
    if (existsSync(wanted)) return wanted
  }
  console.error(
    `LibreOffice not found at ${wanted}. Install it with:\n  sudo apt-get install -y ${LIBREOFFICE_PACKAGE}\nor set SOFFICE_PATH to a soffice binary.`,
  )
  process.exit(1)
}
