import { useState } from 'react'
import { Alert } from '@/components/ui/Alert'
import { Avatar, AvatarGroup } from '@/components/ui/Avatar'
import { Badge } from '@/components/ui/Badge'
import { Button, type ButtonVariant } from '@/components/ui/Button'
import { CONTROL_SIZES } from '@/components/ui/constants'
import { UploadIcon } from '@/components/ui/icons'
import { Progress } from '@/components/ui/Progress'
import { Skeleton } from '@/components/ui/Skeleton'
import { Spinner } from '@/components/ui/Spinner'
import { Tag } from '@/components/ui/Tag'
import { toast, type NotificationType } from '@/components/ui/toast'
import { Tooltip } from '@/components/ui/Tooltip'
import { GallerySection } from './GallerySection'

const VARIANTS: ButtonVariant[] = ['solid', 'default', 'plain', 'twoTone']
const TOASTS: Record<NotificationType, string> = {
  success: 'Branch Pune Central saved.',
  info: 'Export started; the file downloads when ready.',
  warning: 'PF challan for March is due in 3 days.',
  danger: 'Failed to update PF record',
}
const PEOPLE = ['Asha Rao', 'Vikram Shah', 'Meera Iyer', 'Rahul Verma', 'Kiran Das', 'Neha Kapoor', 'Sanjay Pillai']

export function ButtonsAndFeedback() {
  const [saving, setSaving] = useState(false)
  return (
    <>
      <GallerySection title="Buttons">
        {VARIANTS.map((v) => (
          <div key={v} className="flex flex-wrap items-center gap-2">
            {CONTROL_SIZES.map((s) => (
              <Button key={s} variant={v} size={s}>
                {v} {s}
              </Button>
            ))}
          </div>
        ))}
        <Button variant="solid" loading={saving} onClick={() => setSaving(true)}>
          Save branch
        </Button>
        <Button variant="default" onClick={() => setSaving(false)}>
          Reset loading
        </Button>
        <Tooltip content="Upload a filled branch template (.xlsx)">
          <Button variant="twoTone" icon={<UploadIcon />}>
            Bulk upload
          </Button>
        </Tooltip>
        <Button variant="plain" icon={<UploadIcon />} aria-label="Upload document" />
        <Button block variant="default">
          Block button
        </Button>
      </GallerySection>

      <GallerySection title="Alerts and toasts">
        <div className="grid w-full gap-3">
          <Alert type="success" title="Saved">
            The branch agreement was saved.
          </Alert>
          <Alert type="info">Registers are generated on the 5th of each month.</Alert>
          <Alert closable>Two branches have no PT registration.</Alert>
          <Alert type="danger" title="Challan rejected">
            The bank returned the ECR: 3 employees have no UAN.
          </Alert>
          <Alert type="danger" autoClose title="Upload failed">
            This alert closes itself after 3 seconds.
          </Alert>
        </div>
        {(Object.keys(TOASTS) as NotificationType[]).map((type) => (
          <Button
            key={type}
            onClick={() => toast.push({ type, title: type === 'danger' ? 'Error' : undefined, content: TOASTS[type], closable: true })}
          >
            Show {type} toast
          </Button>
        ))}
      </GallerySection>

      <GallerySection title="Status and progress">
        <Progress label="Compliance completed" percent={64} />
        <Progress label="Challans uploaded" percent={82} variant="circle" />
        <Spinner label="Loading branches" />
        <div className="w-60 space-y-2" aria-hidden="true">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <Badge count={7} label="unread notifications">
          <Button>Notifications</Button>
        </Badge>
        <Badge count={130} label="pending approvals">
          <Button>Approvals</Button>
        </Badge>
        <Tag tone="green">Active</Tag>
        <Tag tone="amber">Expiring</Tag>
        <Tag tone="red">Overdue</Tag>
        <Tag tone="blue">In review</Tag>
        <Avatar name="Asha Rao" />
        <AvatarGroup items={PEOPLE.map((name) => ({ name }))} />
      </GallerySection>
    </>
  )
}
