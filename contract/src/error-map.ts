/**
 * The one place zod's own validation texts become sentences a user understands. A
 * schema's explicit message always wins; this map words every issue that has none, for
 * the server's 400 field errors and the console's forms alike (both import the contract,
 * and so install it, before they parse anything). Importing this module installs it.
 */
import { z } from 'zod'

/** 'registered_office' → 'Registered office'. */
export function humanise(key: string): string {
  const words = key.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * What to call a field in a sentence, from its wire name: `office_type` → 'Office type',
 * `company_id` → 'Company', `branch_ids` → 'Branches'. Array indexes are skipped.
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((p): p is string => typeof p === 'string')
  if (!key) return 'This value'
  if (key.endsWith('_ids')) return plural(humanise(key.slice(0, -4)))
  if (key.endsWith('_id')) return humanise(key.slice(0, -3))
  return humanise(key)
}
/** 'branch' → 'branches', 'company' → 'companies', 'PF tracker row' → 'PF tracker rows' (the last word). */
export function plural(noun: string): string {
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`
  return /(s|x|ch|sh)$/i.test(noun) ? `${noun}es` : `${noun}s`
}

/** A label inside a sentence: 'Company' → 'company', but 'PF code' keeps its abbreviation (not 'pf code'). */
export function inSentence(label: string): string {
  return label.replace(/\S+/g, (word) => (/[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase()))
}

/** The message for a value outside an enumeration, in the labels the user sees. */
export function chooseOneOf(labels: readonly string[]): string {
  return `Choose one of: ${labels.join(', ')}`
}

type Issue = z.core.$ZodRawIssue

const TYPE_NAMES: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
}

function sizeMessage(label: string, origin: string, bound: number | bigint, inclusive: boolean | undefined, big: boolean): string {
  const limit = Number(bound)
  if (origin === 'string') {
    if (!big && limit === 1) return `${label} is required`
    return `${label} must be ${big ? 'at most' : 'at least'} ${limit} characters`
  }
  if (origin === 'array' || origin === 'set') {
    return big ? `${label} may have at most ${limit} entries` : `Choose at least ${limit} for ${inSentence(label)}`
  }
  if (inclusive === false) return `${label} must be ${big ? 'less' : 'more'} than ${limit}`
  return `${label} must be ${big ? 'at most' : 'at least'} ${limit}`
}

/**
 * A value that fits no option of a union (a date or blank): the message of the option
 * it came closest to, i.e. whose type it had, rather than "not valid".
 */
function unionMessage(errors: readonly (readonly { code: string; message: string }[])[]): string | undefined {
  const near = errors.find((option) => option.length > 0 && option.every((i) => i.code !== 'invalid_type' && i.code !== 'invalid_value'))
  return near?.[0]?.message
}

function message(issue: Issue): string {
  const label = fieldLabel(issue.path ?? [])
  const missing = issue.input === undefined || issue.input === null
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return `${label} is required`
      return `${label} must be ${TYPE_NAMES[issue.expected] ?? 'a valid value'}`
    case 'invalid_value':
      if (missing) return `${label} is required`
      if (issue.values.length === 1) return `${label} must be ${String(issue.values[0])}`
      return chooseOneOf(issue.values.map((v: unknown) => humanise(String(v))))
    case 'too_small':
      return sizeMessage(label, issue.origin, issue.minimum, issue.inclusive, false)
    case 'too_big':
      return sizeMessage(label, issue.origin, issue.maximum, issue.inclusive, true)
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address'
      return `${label} is not in the right format`
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}`
    case 'unrecognized_keys':
      return `Remove the unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}`
    case 'invalid_union':
      return unionMessage(issue.errors) ?? `${label} is not valid`
    case 'invalid_key':
    case 'invalid_element':
      return `${label} has an entry that is not valid`
    default:
      return `${label} is not valid`
  }
}

z.config({ customError: message })
