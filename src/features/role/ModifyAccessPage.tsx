import { useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import type { Envelope } from '@ihrc/contract'
import { endpoints, pathOf } from '@ihrc/contract/endpoints'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Spinner } from '@/components/ui/Spinner'
import { toast } from '@/components/ui/toast'
import { useCan } from '@/components/resource/use-can'
import { linkOf } from '@/configs/navigation.config'
import { http } from '@/services/http'
import { PermissionTreeEditor } from '@/components/permissions/PermissionTreeEditor'
import { roles, updateRolePermissions, type RolePermissions } from './slices'
import { Page } from '@/components/shared/Page'

/** "Modify access" of one designation: the permission tree, saved as one permissions list. */
export function ModifyAccessPage() {
  const id = Number(useParams().id)
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const can = useCan('settings.designation')
  const [role, setRole] = useState<RolePermissions | null>(null)
  const [grants, setGrants] = useState<string[]>([])
  const [failed, setFailed] = useState(false)
  // A refused save is told by the error toast (SPEC.md section 8).
  const { saving } = useAppSelector(roles.select)

  useEffect(() => {
    const controller = new AbortController()
    http
      .get<Envelope<RolePermissions>>(pathOf(endpoints.role.permissions, { id }), { signal: controller.signal })
      .then((res) => {
        setRole(res.data.data)
        setGrants(res.data.data.permissions)
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [id])

  async function save() {
    const result = await dispatch(updateRolePermissions({ id, permissions: grants }))
    if (updateRolePermissions.fulfilled.match(result)) {
      toast.push({ type: 'success', title: 'Access saved', content: `${result.payload.name}: ${result.payload.permissions.length} grants` })
      navigate(linkOf('settings.designation'))
    }
  }

  if (failed) return <p role="alert">This designation could not be loaded.</p>
  if (!role) return <Spinner />
  return (
    <Page title={`Modify access: ${role.name}`}>
      <Card
        footer={
          <div className="flex justify-end gap-2">
            <Button onClick={() => navigate(linkOf('settings.designation'))}>Cancel</Button>
            {can.edit && (
              <Button variant="solid" loading={saving} onClick={save}>
                Save access
              </Button>
            )}
          </div>
        }
      >
        <PermissionTreeEditor label={`Access of ${role.name}`} value={grants} onChange={can.edit ? setGrants : undefined} />
      </Card>
    </Page>
  )
}
