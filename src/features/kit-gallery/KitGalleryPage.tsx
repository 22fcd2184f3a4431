import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { Button } from '@/components/ui/Button'
import { MoonIcon, SunIcon } from '@/components/ui/icons'
import { BranchTable } from './BranchTable'
import { ButtonsAndFeedback } from './ButtonsAndFeedback'
import { FormControls } from './FormControls'
import { NavigationAndOverlays } from './NavigationAndOverlays'
import { PickersAndUpload } from './PickersAndUpload'
import { setMode } from '@/store/theme-slice'

/**
 * Every widget of the kit with realistic labels, in light and dark (route /kit, not in the
 * menu). The toggle goes through the theme store, which puts the `dark` class and the
 * matching --primary variables on <html>; toggling the class alone would leave them light.
 */
export default function KitGalleryPage() {
  const dispatch = useAppDispatch()
  const dark = useAppSelector((s) => s.theme.mode) === 'dark'
  useEffect(() => {
    document.title = 'Widget kit gallery (development)'
  }, [])
  return (
    <main className="mx-auto max-w-6xl space-y-6 p-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 dark:text-white">Widget kit gallery (development)</h1>
          <p className="text-sm text-gray-600 dark:text-gray-300">Sample data only; nothing here is saved.</p>
        </div>
        <Button aria-pressed={dark} icon={dark ? <SunIcon /> : <MoonIcon />} onClick={() => dispatch(setMode(dark ? 'light' : 'dark'))}>
          Dark mode
        </Button>
      </header>
      <ButtonsAndFeedback />
      <FormControls />
      <PickersAndUpload />
      <NavigationAndOverlays />
      <BranchTable />
    </main>
  )
}
