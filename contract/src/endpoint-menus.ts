/** Menus that several rows of the endpoint table share (no zod: the console's first page loads it). */

/** Agreement records are shown by two menus; either one's grant lets the caller read and write them. */
export const AGREEMENT_MENUS = ['agreement.agreement', 'company.branch_agreement'] as const
