/**
 * `npm run restore ARCHIVE`: brings a new data directory (or an empty DATABASE_URL
 * database, and the configured file store) back to the state of a backup. The server
 * must not be running on that data directory.
 */
import path from 'node:path'
import { readJournal } from '../db/migrate'
import { loadCommandConfig, openInstallation, runCommand } from './installation'
import { restoreBackup } from './restore'

void runCommand(async (log) => {
  const archive = process.argv[2]
  if (!archive) throw new Error('Usage: npm run restore ARCHIVE (a file written by npm run backup)')
  const installation = await openInstallation(loadCommandConfig(), log)
  try {
    log(`documents: ${installation.blobs.description}`)
    await restoreBackup({ ...installation, archive: path.resolve(archive), journal: readJournal(), log })
    log('restore complete: start the server as usual')
  } finally {
    await installation.close()
  }
})
