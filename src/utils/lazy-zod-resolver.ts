import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver for a contract zod schema that loads zod (and the schema)
 * only when the form is first used. zod is ~35 KB gzip: on the sign-in page that is the
 * difference between meeting the 165 KB budget and not. `preload` starts the download
 * early (on first focus) so the first submit does not wait.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<unknown>): { resolver: Resolver<T>; preload: () => void } {
  let ready: Promise<Resolver<T>> | null = null
  const load = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      // The contract's schemas are zod objects whose output matches T; the resolver's own generics cannot see that.
      ([{ zodResolver }, schema]) => zodResolver(schema as Parameters<typeof zodResolver>[0]) as unknown as Resolver<T>,
    ))
  const resolver: Resolver<T> = async (values, context, options) => (await load())(values, context, options)
  return { resolver, preload: () => void load() }
}
