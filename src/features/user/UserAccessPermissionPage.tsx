import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { endpoints } from '@ihrc/contract/endpoints'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { useCan } from '@/components/resource/use-can'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { FormItem } from '@/components/ui/FormItem'
import { Select } from '@/components/ui/Select'
import { Spinner } from '@/components/ui/Spinner'
import { toast } from '@/components/ui/toast'
import { PermissionTreeEditor } from '@/components/permissions/PermissionTreeEditor'
import { useNamedOptions } from '@/components/options/user-options'
import { fetchUserPermissions, updateUserPermissions, users } from './slices'
import { Page } from '@/components/shared/Page'

/**
 * Company Setup → User Access Permission: pick a user; what they have through the
 * designation and their own grants side by side; only their own grants are edited here.
 */
export default function UserAccessPermissionPage() {
  const [params, setParams] = useSearchParams()
  const userId = Number(params.get('user')) || null
  const dispatch = useAppDispatch()
  const can = useCan('company.user_access_permission')
  const options = useNamedOptions(endpoints.user.list, (u) => (u.email ? `${u.name} (${u.email})` : u.name))
  // A refused save is told by the error toast (SPEC.md section 8).
  const { permissions, error, saving } = useAppSelector(users.select)
  const [own, setOwn] = useState<string[]>([])

  useEffect(() => {
    if (userId) void dispatch(fetchUserPermissions(userId))
  }, [dispatch, userId])
  useEffect(() => {
    if (permissions) setOwn(permissions.own)
  }, [permissions])

  async function save() {
    if (!userId) return
    const result = await dispatch(updateUserPermissions({ id: userId, permissions: own }))
    if (updateUserPermissions.fulfilled.match(result)) toast.push({ type: 'success', title: 'Permissions saved' })
  }

  const loaded = permissions && permissions.user_id === userId
  return (
    <Page title="User Access Permission">
      <Card>
        <FormItem label="User" htmlFor="access-user">
          <Select
            id="access-user"
            searchable
            options={options.options}
            loading={options.loading}
            value={userId ? String(userId) : null}
            onChange={(v) => setParams(v ? { user: v } : {})}
            placeholder="Choose a user"
          />
        </FormItem>
        {!userId && <p className="text-gray-500 dark:text-gray-400">Choose a user to see and edit their access.</p>}
        {userId && !loaded && !error && <Spinner />}
        {userId && error && !loaded && <p role="alert">{error}</p>}
        {loaded && (
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            <section>
              <h2 className="mb-2 font-semibold">Through the designation</h2>
              <PermissionTreeEditor label="Access through the designation" value={permissions.from_role} />
            </section>
            <section>
              <h2 className="mb-2 font-semibold">Their own grants</h2>
              <PermissionTreeEditor label="Own grants" value={own} onChange={can.edit ? setOwn : undefined} />
              {can.edit && (
                <div className="mt-3 flex justify-end">
                  <Button variant="solid" loading={saving} onClick={save}>
                    Save permissions
                  </Button>
                </div>
              )}
            </section>
          </div>
        )}
      </Card>
    </Page>
  )
}
