/** A notice's replies with their documents, oldest first (or the one reply asked for). */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { NoticeReply } from '@ihrc/contract'
import { noticeReplies, noticeReplyDocuments, storedFiles, users } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'

export async function readReplies({ db, auth }: RequestContext, noticeId: number, replyId?: number): Promise<NoticeReply[]> {
  const rows = await db
    .select({ reply: noticeReplies, author: users.name })
    .from(noticeReplies)
    .leftJoin(users, eq(users.id, noticeReplies.createdBy))
    .where(
      and(
        eq(noticeReplies.tenantId, auth.tenantId),
        eq(noticeReplies.noticeId, noticeId),
        replyId === undefined ? undefined : eq(noticeReplies.id, replyId),
      ),
    )
    .orderBy(asc(noticeReplies.sentOn), asc(noticeReplies.id))
  const ids = rows.map((r) => r.reply.id)
  const documents = ids.length
    ? await db
        .select({
          replyId: noticeReplyDocuments.replyId,
          id: storedFiles.id,
          name: storedFiles.originalName,
          mime: storedFiles.mime,
          size: storedFiles.size,
        })
        .from(noticeReplyDocuments)
        .innerJoin(storedFiles, eq(storedFiles.id, noticeReplyDocuments.fileId))
        .where(inArray(noticeReplyDocuments.replyId, ids))
        .orderBy(asc(noticeReplyDocuments.position))
    : []
  return rows.map(({ reply: r, author }) => ({
    id: r.id,
    notice_id: r.noticeId,
    sent_on: r.sentOn,
    text: r.text,
    keep_open: r.keepOpen,
    documents: documents.filter((d) => d.replyId === r.id).map(({ replyId: _, ...d }) => d),
    created_by: r.createdBy !== null && author !== null ? { id: r.createdBy, name: author } : null,
    created_at: r.createdAt.toISOString(),
  }))
}
