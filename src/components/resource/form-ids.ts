import { z } from 'zod'

/** A single dropdown's text value as the id the API takes ('' = none → null). */
export const optionalId = z
  .union([z.literal(''), z.coerce.number().int().positive()])
  .nullish()
  .transform((v) => (v ? v : null))

/** A multi-select's text values as the ids the API takes. */
export const idList = z.array(z.coerce.number().int().positive())
