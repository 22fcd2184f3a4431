// Finds LibreOffice for the tests that open exported workbooks the way people do
// (`soffice --headless --convert-to csv`): SOFFICE_PATH, else Debian's /usr/bin/soffice,
// installed from Debian's libreoffice-calc-nogui (Calc without a desktop: what a headless
// conversion needs) when missing (debian-binary.mjs).
import { ensureDebianBinary } from './debian-binary.mjs'

export function ensureLibreOffice() {
  return ensureDebianBinary({ what: 'LibreOffice', envVar: 'SOFFICE_PATH', path: '/usr/bin/soffice', pkg: 'libreoffice-calc-nogui' })
}
