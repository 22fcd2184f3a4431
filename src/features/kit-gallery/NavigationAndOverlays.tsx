import { useState } from 'react'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { Drawer, type DrawerPlacement } from '@/components/ui/Drawer'
import { Dropdown, DropdownCheckItem, DropdownItem } from '@/components/ui/Dropdown'
import { FormItem } from '@/components/ui/FormItem'
import { Input } from '@/components/ui/Input'
import { Pagination } from '@/components/ui/Pagination'
import { ScrollBar } from '@/components/ui/ScrollBar'
import { Segment } from '@/components/ui/Segment'
import type { StepStatus } from '@/components/ui/step-status'
import { Steps } from '@/components/ui/Steps'
import { Tabs } from '@/components/ui/Tabs'
import { Timeline } from '@/components/ui/Timeline'
import { toast } from '@/components/ui/toast'
import { GallerySection } from './GallerySection'

const STEP_ITEMS = [
  { title: 'Branch details', description: 'Address and registration' },
  { title: 'Statutory codes', description: 'PF, ESI, PT, LWF' },
  { title: 'Documents', description: 'Licences and agreements' },
  { title: 'Review' },
]
const NOTICE_EVENTS = [
  {
    id: 'n1',
    title: 'Notice received',
    time: '02-04-2025 10:15 am',
    content: 'Inspection notice under the Factories Act.',
    tone: 'danger' as const,
  },
  { id: 'n2', title: 'Reply drafted', time: '05-04-2025 04:40 pm', tone: 'warning' as const },
  { id: 'n3', title: 'Follow-up hearing', time: '12-04-2025 11:00 am', tone: 'primary' as const },
  { id: 'n4', title: 'Closed', time: '20-04-2025 02:30 pm', content: 'No penalty levied.', tone: 'success' as const },
]

export function NavigationAndOverlays() {
  const [tab, setTab] = useState('pf')
  const [stepStatus, setStepStatus] = useState<StepStatus>('in_progress')
  const [hidden, setHidden] = useState<string[]>([])
  const toggleHidden = (name: string) => setHidden((h) => (h.includes(name) ? h.filter((n) => n !== name) : [...h, name]))
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [placement, setPlacement] = useState<DrawerPlacement>('right')
  return (
    <>
      <GallerySection title="Tabs and steps">
        <div className="w-full">
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List aria-label="Remittance type">
              <Tabs.Nav value="pf">PF</Tabs.Nav>
              <Tabs.Nav value="esi">ESI</Tabs.Nav>
              <Tabs.Nav value="lwf">LWF</Tabs.Nav>
            </Tabs.List>
            <Tabs.Panel value="pf">Provident fund remittances by month.</Tabs.Panel>
            <Tabs.Panel value="esi">Employee state insurance contributions.</Tabs.Panel>
            <Tabs.Panel value="lwf">Labour welfare fund, half-yearly.</Tabs.Panel>
          </Tabs>
        </div>
        <div className="w-full space-y-3">
          <Segment
            label="Status of the current step"
            value={stepStatus}
            onChange={setStepStatus}
            options={[
              { value: 'in_progress', label: 'In progress' },
              { value: 'error', label: 'Error' },
              { value: 'complete', label: 'Complete' },
            ]}
          />
          <Steps label="Branch onboarding" items={STEP_ITEMS} current={2} status={stepStatus} />
        </div>
      </GallerySection>
      <GallerySection title="Pagination, menu and timeline">
        <div className="w-full">
          <Pagination
            currentPage={page}
            pageSize={pageSize}
            total={1234}
            onChange={setPage}
            onPageSizeChange={(s) => (setPageSize(s), setPage(1))}
          />
        </div>
        <Dropdown label="Actions for Pune Central" title="Actions">
          <DropdownItem onSelect={() => toast.push({ content: 'Edit Pune Central' })}>Edit</DropdownItem>
          <DropdownItem onSelect={() => toast.push({ content: 'Export started' })}>Export</DropdownItem>
          <DropdownItem disabled>Archive (no permission)</DropdownItem>
          <DropdownItem onSelect={() => toast.push({ type: 'warning', content: 'Delete asked' })}>Delete</DropdownItem>
        </Dropdown>
        <Dropdown label="Show" title="Show">
          {['Head count', 'Lease', 'S&E status'].map((name) => (
            <DropdownCheckItem key={name} checked={!hidden.includes(name)} onToggle={() => toggleHidden(name)}>
              {name}
            </DropdownCheckItem>
          ))}
        </Dropdown>
        <div className="w-80">
          <Timeline label="Notice history" items={NOTICE_EVENTS} />
        </div>
        <ScrollBar label="Recent activity" maxHeight={180} className="w-72 rounded-md border border-gray-200 dark:border-gray-700">
          <ul className="divide-y divide-gray-200 text-sm dark:divide-gray-700">
            {Array.from({ length: 20 }, (_, i) => (
              <li key={i} className="px-3 py-2">
                Challan {i + 1} uploaded for Branch {100 + i}
              </li>
            ))}
          </ul>
        </ScrollBar>
      </GallerySection>
      <GallerySection title="Dialog and drawer">
        <Button variant="solid" onClick={() => setDialogOpen(true)}>
          Open dialog
        </Button>
        <Segment
          label="Drawer side"
          value={placement}
          onChange={setPlacement}
          options={(['left', 'right', 'top', 'bottom'] as const).map((p) => ({ value: p, label: p }))}
        />
        <Button onClick={() => setDrawerOpen(true)}>Open drawer</Button>
        <Dialog
          isOpen={dialogOpen}
          onClose={() => setDialogOpen(false)}
          title="Delete branch Pune Central?"
          footer={
            <>
              <Button onClick={() => setDialogOpen(false)}>Cancel</Button>
              <Button variant="solid" onClick={() => setDialogOpen(false)}>
                Delete
              </Button>
            </>
          }
        >
          <p>Its trackers and documents stay in the history. This cannot be undone.</p>
        </Dialog>
        <Drawer
          isOpen={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title="Edit branch"
          placement={placement}
          footer={
            <Button variant="solid" onClick={() => setDrawerOpen(false)}>
              Save
            </Button>
          }
        >
          <FormItem label="Branch name" htmlFor="kit-drawer-name">
            <Input id="kit-drawer-name" defaultValue="Pune Central" />
          </FormItem>
        </Drawer>
      </GallerySection>
    </>
  )
}
