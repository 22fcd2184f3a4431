/**
 * What the console's scheme abbreviations stand for. Menus keep SPEC.md's short labels
 * (PF, PT RC…); their tooltips and the pages' subtitles spell them out (issue 19), from
 * here. Plain data with no zod, so the menu can read it without the schemas.
 */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  PF: 'Provident Fund',
  ESI: 'Employees’ State Insurance',
  LWF: 'Labour Welfare Fund',
  'PT RC': 'Professional Tax Registration Certificate (employer)',
  'PT EC': 'Professional Tax Enrolment Certificate',
  'PF IW': 'Provident Fund International Workers',
}

/** "PT RC — Professional Tax Registration Certificate (employer)"; undefined for a label that is no abbreviation. */
export function spelledOut(label: string): string | undefined {
  const meaning = ABBREVIATIONS[label]
  return meaning && `${label} — ${meaning}`
}
