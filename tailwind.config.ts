import type { Config } from 'tailwindcss'

// Loaded by `@config` in src/index.css. Theme colour and level are runtime choices
// (theme store) applied as CSS variables, so no palette safelist is needed here.
export default {
  darkMode: 'class',
  content: ['./index.html', './src/**/*.{ts,tsx}'],
} satisfies Config
