/**
 * One module's part of the demo tenant (demo-tenant.ts). A module exports its piece
 * from its demo.ts and adds it to `demoPieces` (modules/index.ts), like its routes to
 * `modules`; the pieces run in that order, each seeing what the earlier ones made.
 */
import type { RequestContext } from '../lib/crud'
import type { FileStore } from '../lib/file-store'

/** What a server's start gives the seed beside the database; a test seeding the demo alone gives none. */
export interface DemoTools {
  /** Where uploaded documents go: a piece that shows documents stores them here (an upload's bytes and row). */
  files?: FileStore
}

export interface DemoPiece {
  /** What it adds, for the reader of the list (`organisation`, `trackers`). */
  readonly name: string
  /** Seeds the demo tenant's rows of the module as its admin, inside the demo's one transaction. */
  seed(asAdmin: RequestContext, tools: DemoTools): Promise<void>
}
