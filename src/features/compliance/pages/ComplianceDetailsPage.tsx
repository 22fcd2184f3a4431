import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'
import { businessToday } from '@ihrc/contract/business-day'
import { APPLIES_TO, COMPLIANCE_CATEGORY, COMPLIANCE_FREQUENCY, type ComplianceDueRule } from '@ihrc/contract/compliance'
import { DUE_OUTCOME, type DueItem } from '@ihrc/contract/due-items'
import { CustomFieldFacts } from '@/components/custom-fields/CustomFieldFacts'
import { MessagePage } from '@/components/shared/MessagePage'
import { DueStatusBadge } from '@/components/status/DueStatusBadge'
import { useStatusAppearance } from '@/components/status/status-settings'
import { Alert } from '@/components/ui/Alert'
import { Card } from '@/components/ui/Card'
import { Spinner } from '@/components/ui/Spinner'
import { Timeline } from '@/components/ui/Timeline'
import type { HttpQueryError } from '@/services/api'
import { formatDate, formatDateTime, formatPeriod } from '@/components/ui/format'
import { CriticalityTag, DelayBadge, ProofList } from '../compliance-config'
import { useComplianceItemQuery, useItemDueItemsQuery } from '../details-api'
import { Page } from '@/components/shared/Page'

function describeDueRule(rule: ComplianceDueRule): string {
  switch (rule.kind) {
    case 'days_after_period_end':
      return `${rule.days} days after the period ends`
    case 'day_of_next_month':
      return `Day ${rule.day} of the next month`
    case 'day_of_period_month':
      return `Day ${rule.day} of month ${rule.period_month} of the period`
    case 'fixed_dates':
      return `By ${rule.dates.join(', ')} (MM-DD)`
    case 'statutory':
      return `As the statutory rules for ${rule.scheme.toUpperCase()} say, for the branch's state`
    case 'on_event':
      return `On the event: ${rule.event}`
  }
}

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div>
    <dt className="text-xs font-semibold uppercase text-gray-500 dark:text-gray-400">{term}</dt>
    <dd>{children ?? '—'}</dd>
  </div>
)

/** One library or custom item in full, its assignments, and each due item with proof, remarks and status trail. */
export default function ComplianceDetailsPage() {
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  const item = useComplianceItemQuery(id, { skip: !valid })
  const today = businessToday()
  const next = useItemDueItemsQuery({ id, side: 'next', today }, { skip: !valid })
  const past = useItemDueItemsQuery({ id, side: 'past', today }, { skip: !valid })

  if (!valid) {
    return (
      <MessagePage icon="checklist" title="Compliance details">
        Open an item from <Link to="/assigned-checklist">Assigned Checklist</Link> or{' '}
        <Link to="/recommended-checklist">Recommended Checklist</Link> to see it in full.
      </MessagePage>
    )
  }
  if (item.isLoading) return <Spinner />
  if (!item.data) {
    const status = (item.error as HttpQueryError | undefined)?.status
    return (
      <MessagePage icon="checklist" title={status === 404 ? 'No such item' : 'Could not load the item'}>
        {(item.error as HttpQueryError | undefined)?.messages[0] ?? 'Try again later.'}
      </MessagePage>
    )
  }
  const it = item.data
  return (
    <Page title={`${it.code}: ${it.header}`}>
      <Card>
        <dl className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <Fact term="Act">{it.act}</Fact>
          <Fact term="Rule or section">{it.rule_or_section}</Fact>
          <Fact term="Form">{it.form}</Fact>
          <Fact term="Category">{COMPLIANCE_CATEGORY.labels[it.category]}</Fact>
          <Fact term="Applies to">{it.applies_to === 'state' ? `${it.state_name ?? 'State'}` : APPLIES_TO.labels.central}</Fact>
          <Fact term="Frequency">{COMPLIANCE_FREQUENCY.labels[it.frequency]}</Fact>
          <Fact term="Due rule">{describeDueRule(it.due_rule)}</Fact>
          <Fact term="Criticality">
            <CriticalityTag value={it.criticality} />
          </Fact>
          <Fact term="Proof required">{it.proof_required ? 'Yes' : 'No'}</Fact>
          <Fact term="Penalty">{it.penalty}</Fact>
          <Fact term="Effective">{`${formatDate(it.effective_from)} – ${it.effective_to ? formatDate(it.effective_to) : 'in force'}`}</Fact>
          <Fact term="Source">{it.source}</Fact>
          {it.is_custom && <CustomFieldFacts module="compliance_custom" values={it.custom} Fact={Fact} />}
        </dl>
        <p className="mt-4 whitespace-pre-line">{it.description}</p>
      </Card>
      <h2 className="text-lg font-semibold">Assigned to</h2>
      {it.assignments.length === 0 ? (
        <p>Not assigned to any branch yet.</p>
      ) : (
        <ul className="list-disc ps-5">
          {it.assignments.map((a) => (
            <li key={a.id}>
              {a.branch_name} ({a.company_name}): owner {a.owner_name || 'Not assigned'}, approver {a.approver_name || 'Not assigned'}
              {a.active ? '' : ' (removed)'}
            </li>
          ))}
        </ul>
      )}
      <DueItems title="Next due" empty="Nothing falls due from today on." query={next} />
      <DueItems title="Past" empty="Nothing has fallen due yet." query={past} />
    </Page>
  )
}

/** One side of today's due items, as the page lists them. */
function DueItems({ title, empty, query }: { title: string; empty: string; query: ReturnType<typeof useItemDueItemsQuery> }) {
  const items: DueItem[] = query.data ?? []
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {query.error ? (
        <Alert type="danger">{(query.error as HttpQueryError).messages[0] ?? 'Could not load the due items'}</Alert>
      ) : items.length === 0 ? (
        <p>{query.isLoading ? 'Loading…' : empty}</p>
      ) : (
        items.map((d) => <DueItemCard key={d.id} item={d} />)
      )}
    </section>
  )
}

function DueItemCard({ item }: { item: DueItem }) {
  const looks = useStatusAppearance()
  return (
    <Card>
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <span className="font-semibold">
          {item.branch.name}: {formatPeriod(item.period_start, item.period_end)}, due {formatDate(item.due_date)}
        </span>
        <DueStatusBadge status={item.data_status} />
        {item.complied_with_delay && <DelayBadge days={item.delay_days} />}
      </div>
      <div className="flex gap-2 text-sm">
        <span className="font-semibold">Proof</span>
        <ProofList item={item} />
      </div>
      <Timeline
        label={`Trail of ${item.branch.name} ${formatDate(item.due_date)}`}
        items={item.trail.map((e) => ({
          id: String(e.id),
          tone: e.to_status === 'approved' ? 'success' : e.to_status === 'rejected' ? 'danger' : 'primary',
          title: `${e.to_status ? (looks?.[e.to_status].label ?? 'Moved') : 'Remark'} by ${e.by?.name ?? 'a removed user'}`,
          time: <time dateTime={e.at}>{formatDateTime(e.at)}</time>,
          content: [e.outcome && DUE_OUTCOME.labels[e.outcome], e.remark].filter(Boolean).join(': ') || undefined,
        }))}
      />
    </Card>
  )
}
