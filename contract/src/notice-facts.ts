/**
 * Plain facts of notices, no zod: the dashboard's action cards and the menu's count read
 * them without evaluating the notices' schemas (notices.ts).
 */
export const NOTICE_CLOSED = 'Closed'
export const NOTICE_DEFAULT_CRITICALITY = 'High'
/** A notice is closed when its status reads Closed in any case; every other status is still open. */
export const isNoticeClosed = (status: string) => status.trim().toLowerCase() === NOTICE_CLOSED.toLowerCase()

/** Reply or hearing within this many days, or past: the notice stands out and counts on the menu entry. */
export const NOTICE_ATTENTION_DAYS = 7
