/**
 * A register's title block: the words its lines may hold and their filling. Apart from
 * the format's schema (register-formats.ts) and free of zod, so the server's render
 * worker, which lays registers out, loads only what it uses.
 */

/** The words a title line may hold, filled when a register is generated. */
export const TITLE_PLACEHOLDERS = {
  establishment: 'the company and branch name',
  company: 'the company name',
  branch: 'the branch name',
  address: "the branch's address",
  state: "the branch's state",
  se_registration: "the branch's Shops and Establishments registration number",
  pf_codes: "the company's PF codes",
  esi_codes: "the company's ESI codes",
  month: 'the month, e.g. March 2026',
  period_from: 'the first day of the month',
  period_to: 'the last day of the month',
} as const
export type TitlePlaceholder = keyof typeof TITLE_PLACEHOLDERS

/** A title line with its `{placeholders}` filled; unknown names are left as written. */
export function fillTitle(line: string, values: Readonly<Record<TitlePlaceholder, string>>): string {
  return line.replace(/\{([a-z_]+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? values[key as TitlePlaceholder] : whole))
}
