import type { Config } from 'tailwindcss'
import { LAYER } from './src/components/ui/constants.ts'

// Loaded by `@config` in src/index.css. Theme colour and level are runtime choices
// (theme store) applied as CSS variables, so no palette safelist is needed here.
export default {
  darkMode: 'class',
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  // `z-cell`, `z-header`, `z-popover`, … : the stacking layers of ui/constants.ts, never a bare number.
  theme: { extend: { zIndex: Object.fromEntries(Object.entries(LAYER).map(([name, z]) => [name, String(z)])) } },
} satisfies Config
