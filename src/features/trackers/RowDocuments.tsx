import type { TrackerItem } from '@ihrc/contract'
import { useState } from 'react'
import { DocumentsField } from '@/components/resource/DocumentsField'
import { Button } from '@/components/ui/Button'
import { Drawer } from '@/components/ui/Drawer'
import type { PendingDocuments } from '@/components/resource/types'
import type { FamilyView } from './family-view'

/** A row's documents of the family's kinds (challan, receipt …): each uploaded, replaced, downloaded or removed on its own. */
export function RowDocuments({ family, row, name, onClose }: { family: FamilyView; row: TrackerItem; name: string; onClose: () => void }) {
  const [pending, setPending] = useState<PendingDocuments>({})
  return (
    <Drawer isOpen title={`Documents of ${name}`} onClose={onClose} footer={<Button onClick={onClose}>Done</Button>}>
      <DocumentsField
        label={`Documents of ${name}`}
        config={family.documents}
        record={row}
        values={{}}
        pending={pending}
        onPendingChange={setPending}
      />
    </Drawer>
  )
}
