import { FACT_CONFIDENCE, STATUTORY_FACT, type StatutoryFact } from '@ihrc/contract/statutory-facts'
import { RULE_FREQUENCY } from '@ihrc/contract/statutory'
import { describeFactValue } from '@ihrc/contract/statutory-describe'
import { Tag } from '@/components/ui/Tag'

/** A fact's confidence in colour, always beside its word. */
export const CONFIDENCE_TONE = { primary: 'green', secondary: 'gray', conflicting: 'amber' } as const

/** One statutory fact in full: the rule in words and figures, its instrument, dates and sources. */
export function FactCard({ fact }: { fact: StatutoryFact }) {
  const scope = fact.variant ? `${RULE_FREQUENCY.labels[fact.variant]} registrations${fact.condition ? `: ${fact.condition}` : ''}` : null
  return (
    <article
      aria-label={`${STATUTORY_FACT.labels[fact.fact]}, from ${fact.effective_from}`}
      className="rounded border border-gray-200 p-3 text-sm dark:border-gray-700"
    >
      <header className="mb-1 flex flex-wrap items-center gap-2">
        <h4 className="font-semibold">{STATUTORY_FACT.labels[fact.fact]}</h4>
        <Tag tone={CONFIDENCE_TONE[fact.confidence]}>{FACT_CONFIDENCE.labels[fact.confidence]}</Tag>
        <span className="text-gray-600 dark:text-gray-300">
          {fact.effective_from}
          {fact.effective_to ? ` to ${fact.effective_to}` : ' onwards'}
        </span>
      </header>
      {scope && <p className="text-gray-600 dark:text-gray-300">{scope}</p>}
      <p>{fact.text}</p>
      <p className="text-gray-700 dark:text-gray-200">{describeFactValue(fact)}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">Instrument</dt>
        <dd>{fact.citation}</dd>
        <dt className="font-semibold">Sources</dt>
        <dd>
          <ul>
            {fact.sources.map((url) => (
              <li key={url} className="break-all">
                <a
                  href={url}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="font-medium text-primary-text underline underline-offset-4 focus-visible:outline-2"
                >
                  {url}
                </a>
              </li>
            ))}
          </ul>
          <span className="text-gray-600 dark:text-gray-300">Read {fact.retrieved_on}</span>
        </dd>
        {fact.note && (
          <>
            <dt className="font-semibold">Note</dt>
            <dd>{fact.note}</dd>
          </>
        )}
      </dl>
    </article>
  )
}
