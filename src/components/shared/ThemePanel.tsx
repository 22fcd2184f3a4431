import { useId } from 'react'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { Drawer } from '@/components/ui/Drawer'
import { Segment } from '@/components/ui/Segment'
import { Switcher } from '@/components/ui/Switcher'
import {
  COLOR_LEVELS,
  LAYOUT_LABELS,
  LAYOUT_TYPES,
  NAV_MODE_LABELS,
  NAV_MODES,
  THEME_COLORS,
  type ColorLevel,
  type NavMode,
} from '@/configs/theme.config'
import { t } from '@/locales'
import {
  setDirection,
  setLayout,
  setMode,
  setNavMode,
  setPanelExpand,
  setSideNavCollapse,
  setThemeColor,
  setThemeColorLevel,
} from '@/store/theme-slice'

const legendClass = 'mb-2 text-sm font-semibold text-gray-900 dark:text-white'

/** The theme settings drawer (SPEC.md sections 1, 3, 4): every choice writes the theme store. */
export function ThemePanel() {
  const dispatch = useAppDispatch()
  const theme = useAppSelector((s) => s.theme)
  const levelId = useId()
  return (
    <Drawer
      isOpen={theme.panelExpand}
      onClose={() => dispatch(setPanelExpand(false))}
      title={t('theme.title')}
      placement={theme.direction === 'rtl' ? 'left' : 'right'}
    >
      <div className="space-y-7">
        <fieldset>
          <legend className={legendClass}>{t('theme.layout')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {LAYOUT_TYPES.map((type) => (
              <label
                key={type}
                className="flex cursor-pointer items-center justify-center rounded-lg border border-gray-200 px-2 py-3 text-center text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary-subtle has-[:checked]:text-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary dark:border-gray-600"
              >
                <input
                  type="radio"
                  name="theme-layout"
                  value={type}
                  checked={theme.layout.type === type}
                  onChange={() => dispatch(setLayout(type))}
                  className="sr-only"
                />
                {LAYOUT_LABELS[type]}
              </label>
            ))}
          </div>
        </fieldset>

        <Switcher checked={theme.mode === 'dark'} onChange={(on) => dispatch(setMode(on ? 'dark' : 'light'))} label={t('theme.mode')} />

        <fieldset>
          <legend className={legendClass}>{t('theme.color')}</legend>
          <div className="flex flex-wrap gap-2">
            {THEME_COLORS.map((color) => (
              <label
                key={color}
                title={color}
                className="cursor-pointer rounded-full p-0.5 ring-offset-2 has-[:checked]:ring-2 has-[:checked]:ring-gray-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary dark:ring-offset-gray-800 dark:has-[:checked]:ring-white"
              >
                <input
                  type="radio"
                  name="theme-color"
                  value={color}
                  aria-label={color}
                  checked={theme.themeColor === color}
                  onChange={() => dispatch(setThemeColor(color))}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className="block h-7 w-7 rounded-full"
                  style={{ background: `var(--color-${color}-${theme.primaryColorLevel})` }}
                />
              </label>
            ))}
          </div>
          <label htmlFor={levelId} className="mt-3 mb-1 block text-sm font-medium">
            {t('theme.level')}
          </label>
          <select
            id={levelId}
            value={theme.primaryColorLevel}
            onChange={(e) => dispatch(setThemeColorLevel(Number(e.target.value) as ColorLevel))}
            className="h-9 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm dark:border-gray-600 dark:bg-gray-700"
          >
            {COLOR_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </fieldset>

        <div>
          <p aria-hidden="true" className={legendClass}>
            {t('theme.navMode')}
          </p>
          <Segment<NavMode>
            label={t('theme.navMode')}
            value={theme.navMode}
            onChange={(mode) => dispatch(setNavMode(mode))}
            options={NAV_MODES.map((mode) => ({ value: mode, label: NAV_MODE_LABELS[mode] }))}
          />
        </div>

        <Switcher checked={theme.layout.sideNavCollapse} onChange={(on) => dispatch(setSideNavCollapse(on))} label={t('theme.collapse')} />
        <Switcher
          checked={theme.direction === 'rtl'}
          onChange={(on) => dispatch(setDirection(on ? 'rtl' : 'ltr'))}
          label={t('theme.direction')}
        />
      </div>
    </Drawer>
  )
}
