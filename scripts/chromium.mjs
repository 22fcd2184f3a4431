// Finds Chromium for the browser tests: CHROME_PATH, else Debian's /usr/bin/chromium,
// installed from Debian's chromium package when missing (debian-binary.mjs).
import { ensureDebianBinary } from './debian-binary.mjs'

export function ensureChromium() {
  return ensureDebianBinary({ what: 'Chromium', envVar: 'CHROME_PATH', path: '/usr/bin/chromium', pkg: 'chromium' })
}
