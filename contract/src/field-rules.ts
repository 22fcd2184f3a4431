import type { z } from 'zod'

/** One rule across fields of a body, made by the `rule` that `withRules` hands over. */
export interface FieldRule {
  reads: readonly string[]
  field: string
  message: string
  fails(body: Record<string, unknown>): boolean
}

/**
 * `reads`: the fields the rule looks at (it sees only those); `field`: the one the user
 * must fix, where the message is shown; `fails`: true when the body breaks the rule.
 */
export type RuleOf<T> = <K extends keyof T & string>(
  reads: readonly K[],
  field: keyof T & string,
  message: string,
  fails: (body: Pick<T, K>) => boolean,
) => FieldRule

/** The fields a rule reads parsed (and the value is an object at all): the rule can be judged. */
function judgeable(issues: readonly { path?: readonly PropertyKey[] }[], reads: readonly string[]): boolean {
  return !issues.some((i) => !i.path?.length || reads.includes(String(i.path[0])))
}

/**
 * An object body with its cross-field rules. Zod skips an object's refinements once any
 * field failed outright (missing, or not one of its values), so a form, or a sheet row
 * answering "Row N, column X: reason", would show a rule's fault only after the other
 * faults were fixed. Each rule here is judged as soon as the fields it reads parsed, and
 * its fault is reported with every other.
 */
export function withRules<S extends z.ZodObject>(schema: S, rules: (rule: RuleOf<z.output<S>>) => readonly FieldRule[]): S {
  const made = rules((reads, field, message, fails) => ({ reads, field, message, fails: fails as FieldRule['fails'] }))
  return made.reduce<S>(
    (refined, r) =>
      refined.superRefine(
        (body, ctx) => {
          const read = Object.fromEntries(r.reads.map((k) => [k, (body as Record<string, unknown>)[k]]))
          if (r.fails(read)) ctx.addIssue({ code: 'custom', path: [r.field], message: r.message })
        },
        { when: (payload) => judgeable(payload.issues, r.reads) },
      ),
    schema,
  )
}
