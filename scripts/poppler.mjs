// Finds poppler's pdftotext for the tests that read generated PDFs back as text:
// PDFTOTEXT_PATH, else Debian's /usr/bin/pdftotext, installed from Debian's
// poppler-utils when missing (debian-binary.mjs).
import { ensureDebianBinary } from './debian-binary.mjs'

export function ensurePdfToText() {
  return ensureDebianBinary({ what: 'pdftotext', envVar: 'PDFTOTEXT_PATH', path: '/usr/bin/pdftotext', pkg: 'poppler-utils' })
}
