import { useEffect, type ReactNode } from 'react'
import { pathOf } from '@ihrc/contract/endpoints'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { CustomFieldFacts } from '@/components/custom-fields/CustomFieldFacts'
import { downloadFile } from '@/components/resource/download'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Drawer } from '@/components/ui/Drawer'
import { Spinner } from '@/components/ui/Spinner'
import { RuleSource } from '@/components/statutory/RuleSource'
import { expectedFacts } from './expected-cell'
import type { FamilyView } from './family-view'
import { detailsOf, rowName } from './row-fields'

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="contents">
    <dt className="font-semibold">{term}</dt>
    <dd>{children}</dd>
  </div>
)

/**
 * One row in full (the family's current tracker, SPEC.md section 4): every field, the
 * tenant's custom fields, and each document kind on file or missing, each downloadable
 * on its own.
 */
export function RowDetails({ family, id, onClose }: { family: FamilyView; id: number; onClose: () => void }) {
  const dispatch = useAppDispatch()
  const { current, loading, error } = useAppSelector(family.resource.select)
  useEffect(() => {
    void dispatch(family.resource.thunks.fetchOne(id))
  }, [dispatch, family, id])
  const row = current?.id === id ? current : null
  const name = row ? rowName(row) : `${family.label} tracker row`

  return (
    <Drawer isOpen title={row ? `${family.label} tracker: ${name}` : name} onClose={onClose}>
      {!row && loading && <Spinner label="Loading the row" />}
      {!row && !loading && error && <Alert type="danger">{error}</Alert>}
      {row && (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {detailsOf(family).map(({ label, value }) => (
              <Fact key={label} term={label}>
                {value(row)}
              </Fact>
            ))}
            {expectedFacts(row).map(({ label, value }) => (
              <Fact key={label} term={label}>
                {value}
              </Fact>
            ))}
            <Fact term="Rule behind the due date">
              <RuleSource rule={{ scheme: family.scheme, stateId: row.state_id, on: `${row.period}-01` }} label="Open the rule" />
            </Fact>
            <CustomFieldFacts module={family.customFields} values={row.custom} Fact={Fact} />
          </dl>
          <h3 className="mb-2 mt-6 font-semibold">Documents</h3>
          <ul aria-label={`Documents of ${name}`} className="flex flex-col gap-2 text-sm">
            {family.documents.kinds.map(({ kind, label }) => {
              const file = family.documents.present(row, kind)
              return (
                <li key={kind} className="flex items-center gap-2">
                  <span className="font-semibold">{label}</span>
                  {file ? (
                    <>
                      <span>{file.name}</span>
                      <Button
                        size="xs"
                        variant="plain"
                        aria-label={`Download ${label}`}
                        onClick={() =>
                          void downloadFile(pathOf(family.documents.endpoints.document, { id: row.id, kind }), file.name).catch(
                            () => undefined,
                          )
                        }
                      >
                        Download
                      </Button>
                    </>
                  ) : (
                    <span className="text-gray-600 dark:text-gray-300">Missing</span>
                  )}
                </li>
              )
            })}
          </ul>
        </>
      )}
    </Drawer>
  )
}
