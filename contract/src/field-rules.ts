import type { z } from 'zod'

/** One rule across fields of a body, made by the `rule` that `withRules` hands over. */
export interface FieldRule {
  reads: readonly string[]
  field: string
  /** The fault's words; a function gets the fields read, for a message that quotes them ("…that is ₹1,200.00"). */
  message: string | ((body: Record<string, unknown>) => string)
  fails(body: Record<string, unknown>): boolean
}

/**
 * `reads`: the fields the rule looks at (it sees only those); `field`: the one the user
 * must fix, where the message is shown; `fails`: true when the body breaks the rule.
 */
export type RuleOf<T> = <K extends keyof T & string>(
  reads: readonly K[],
  field: keyof T & string,
  message: string | ((body: Pick<T, K>) => string),
  fails: (body: Pick<T, K>) => boolean,
) => FieldRule

/** The fields that failed to parse; null when the value is not an object at all (no rule can be judged). */
function failedFields(issues: readonly { path?: readonly PropertyKey[] }[]): Set<string> | null {
  const failed = new Set<string>()
  for (const i of issues) {
    if (!i.path?.length) return null
    failed.add(String(i.path[0]))
  }
  return failed
}

/**
 * An object body with its cross-field rules. Zod skips an object's refinements once any
 * field failed outright (missing, or not one of its values), so a form, or a sheet row
 * answering "Row N, column X: reason", would show a rule's fault only after the other
 * faults were fixed. Each rule here is judged when the fields it reads parsed, whatever
 * else failed, and its fault is reported with every other. Zod still stops it after a
 * check written with `abort: true`, so field schemas of such bodies use none.
 */
export function withRules<S extends z.ZodObject>(schema: S, rules: (rule: RuleOf<z.output<S>>) => readonly FieldRule[]): S {
  const made = rules((reads, field, message, fails) => ({
    reads,
    field,
    message: message as FieldRule['message'],
    fails: fails as FieldRule['fails'],
  }))
  return schema.superRefine(
    (body, ctx) => {
      // The fields' own faults, taken before any rule adds one: a rule's fault is no reason to skip another rule.
      const failed = failedFields(ctx.issues)
      if (!failed) return
      const values = body as Record<string, unknown>
      for (const r of made) {
        if (r.reads.some((k) => failed.has(k))) continue
        const read = Object.fromEntries(r.reads.map((k) => [k, values[k]]))
        if (r.fails(read))
          ctx.addIssue({ code: 'custom', path: [r.field], message: typeof r.message === 'string' ? r.message : r.message(read) })
      }
    },
    { when: (payload) => failedFields(payload.issues) !== null },
  )
}
