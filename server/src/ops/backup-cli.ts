/**
 * `npm run backup [ARCHIVE]`: one archive (.tar.gz) with the database and every stored
 * document of this installation, while the server keeps running. Without ARCHIVE it
 * is written to backups/ihrc-backup-<UTC time>.tar.gz under the working directory.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { readJournal } from '../db/migrate'
import { writeBackup } from './backup'
import { loadCommandConfig, openInstallation, runCommand } from './installation'

void runCommand(async (log) => {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z')
  const out = path.resolve(process.argv[2] ?? path.join('backups', `ihrc-backup-${stamp}.tar.gz`))
  await mkdir(path.dirname(out), { recursive: true })
  const installation = await openInstallation(loadCommandConfig(), log)
  try {
    log(`documents: ${installation.blobs.description}`)
    await writeBackup({ pool: installation.pool, blobs: installation.blobs, out, journal: readJournal(), log })
    log(`backup written: ${out}`)
  } finally {
    await installation.close()
  }
})
