// Inlined at the top of the <head> of index.html and sign-in.html (scripts/theme-script-plugin.ts):
// it runs before the first paint, so a visitor who chose the dark theme never sees the
// light page first while the console's or the sign-in page's modules load.
import { applySavedTheme } from '@/app/saved-theme'

applySavedTheme()
