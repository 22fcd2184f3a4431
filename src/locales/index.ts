import type en from './en.json'

/** The shell's own strings (menu labels come from the contract). */
export type MessageKey = keyof typeof en
type Messages = Record<MessageKey, string>

const loaders: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('./en.json'),
}

let messages: Partial<Messages> = {}

/** SPEC.md section 7: the English file is loaded lazily. Call before the first render. */
export async function loadLocale(lang: string): Promise<void> {
  const load = loaders[lang] ?? loaders.en
  messages = (await load()).default
}

/** The message for `key` with `{name}` placeholders filled; the key itself if missing. */
export function t(key: MessageKey, vars?: Record<string, string>): string {
  const template = messages[key] ?? key
  return vars ? template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole) : template
}
