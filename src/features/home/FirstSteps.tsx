import { Link } from 'react-router-dom'
import { can, type Principal } from '@ihrc/contract/permissions'

const STEPS = [
  { menu: 'company.company', to: '/group-company-setup/company', text: 'Add a company and its branches' },
  { menu: 'company.company', to: '/pf-setup', text: 'Add its PF, ESI, PT and LWF registrations (the setups)' },
  { menu: 'audit.recommended_checklist', to: '/recommended-checklist', text: 'Assign a compliance checklist to a branch' },
] as const

/** What a tenant with no records does first, instead of empty charts; only the steps the user may take. */
export function FirstSteps({ who }: { who: Principal }) {
  const steps = STEPS.filter((s) => can(who, s.menu, 'create'))
  return (
    <section
      aria-labelledby="first-steps-title"
      className="rounded-lg border border-gray-200 bg-white p-5 dark:border-gray-700 dark:bg-gray-800"
    >
      <h2 id="first-steps-title" className="text-lg font-semibold text-gray-900 dark:text-white">
        Start here
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
        Nothing is recorded yet, so there is nothing to chart. The dashboard fills in as you add records.
      </p>
      {steps.length > 0 ? (
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {steps.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="rounded text-primary-text underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                {s.text}
              </Link>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-gray-600 dark:text-gray-300">Ask your administrator to add the company and its branches.</p>
      )}
    </section>
  )
}
