/** Storing a generated register: both its files and its row, replacing an earlier one of the same form and month. */
import { and, eq } from 'drizzle-orm'
import type { RegisterFormat } from '@ihrc/contract'
import { outputRegisters } from '../../db/schema'
import { recordAudit } from '../../lib/crud/audit-trail'
import type { RequestContext } from '../../lib/crud'
import type { FileStore } from '../../lib/file-store'
import type { Unit } from './generation-plan'

export const OUTPUT_PATH = 'registers/output'

interface Made {
  branchId: number
  unit: Unit
  format: RegisterFormat
  rows: number
  inputs: Record<string, number>
}

/** Stores both files and the register's row (replacing a register of the same form and month) in one transaction. */
export async function storeRegister(
  ctx: RequestContext,
  made: Made,
  [xlsx, pdf]: Parameters<FileStore['withStoredFile']>[2][],
): Promise<number> {
  const files = ctx.files!
  const owner = { tenantId: ctx.auth.tenantId, userId: ctx.auth.userId }
  return files.withStoredFile(ctx.db, owner, xlsx!, (tx, xlsxId) =>
    files.withStoredFile(tx, owner, pdf!, async (tx2, pdfId) => {
      const month = `${made.unit.month}-01`
      const values = {
        formatId: made.format.id,
        formatName: made.format.name,
        inputs: made.inputs,
        rowCount: made.rows,
        generatedBy: ctx.auth.userId,
        generatedAt: new Date(),
        xlsxFileId: xlsxId,
        pdfFileId: pdfId,
        updatedAt: new Date(),
      }
      const [before] = await tx2
        .select()
        .from(outputRegisters)
        .where(
          and(
            eq(outputRegisters.tenantId, ctx.auth.tenantId),
            eq(outputRegisters.branchId, made.branchId),
            eq(outputRegisters.month, month),
            eq(outputRegisters.form, made.format.form),
          ),
        )
        .for('update')
      let id: number
      if (before) {
        await tx2.update(outputRegisters).set(values).where(eq(outputRegisters.id, before.id))
        await files.discard(tx2, ctx.auth.tenantId, before.xlsxFileId)
        await files.discard(tx2, ctx.auth.tenantId, before.pdfFileId)
        id = before.id
      } else {
        const [row] = await tx2
          .insert(outputRegisters)
          .values({
            ...values,
            tenantId: ctx.auth.tenantId,
            createdBy: ctx.auth.userId,
            branchId: made.branchId,
            month,
            form: made.format.form,
          })
          .returning({ id: outputRegisters.id })
        id = row!.id
      }
      await recordAudit(tx2, ctx.auth, [
        {
          resource: OUTPUT_PATH,
          recordId: id,
          action: before ? 'update' : 'create',
          changes: before
            ? [
                { field: 'format', before: before.formatName, after: made.format.name },
                { field: 'inputs', before: before.inputs, after: made.inputs },
                { field: 'rows', before: before.rowCount, after: made.rows },
              ]
            : [],
          remark: before ? 'Regenerated' : null,
        },
      ])
      return id
    }),
  )
}
