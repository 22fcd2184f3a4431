import { useState } from 'react'
import type { NavModule } from '@/configs/navigation.config'
import { useActiveModuleKey } from './use-navigation'

/**
 * The module whose entries the stacked and decked layouts show: the user's pick, else the
 * module of the current route, else the first one.
 */
export function useSelectedModule(modules: readonly NavModule[]) {
  const activeKey = useActiveModuleKey(modules)
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const selected = modules.find((m) => m.key === picked) ?? modules.find((m) => m.key === activeKey) ?? modules[0]
  return { selected, select: setPicked }
}
