import type { ReactNode } from 'react'
import { AVATAR_GROUP_MAX } from './constants'
import { cx } from './cx'

export interface AvatarProps {
  src?: string
  /** Used for the alt text and the initials when there is no picture. */
  name?: string
  size?: number
  className?: string
}

const initials = (name = '') =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')

export function Avatar({ src, name, size = 32, className }: AvatarProps) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) }
  const base = cx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ring-2 ring-white dark:ring-gray-800',
    className,
  )
  if (src) return <img src={src} alt={name ?? ''} style={style} className={cx(base, 'object-cover')} />
  return (
    <span role="img" aria-label={name} style={style} className={cx(base, 'bg-primary font-semibold text-primary-contrast')}>
      {initials(name) || '?'}
    </span>
  )
}

/** How many avatars show and how many are folded into "+N". */
export function avatarGroupSplit<T>(items: readonly T[], max: number = AVATAR_GROUP_MAX) {
  return { shown: items.slice(0, max), rest: Math.max(0, items.length - max) }
}

export interface AvatarGroupProps {
  children?: ReactNode
  items: readonly AvatarProps[]
  max?: number
  size?: number
}

export function AvatarGroup({ items, max = AVATAR_GROUP_MAX, size = 32 }: AvatarGroupProps) {
  const { shown, rest } = avatarGroupSplit(items, max)
  return (
    <div className="flex -space-x-2 rtl:space-x-reverse">
      {shown.map((a, i) => (
        <Avatar key={`${a.name}-${i}`} size={size} {...a} />
      ))}
      {rest > 0 && (
        <span
          style={{ width: size, height: size, fontSize: Math.round(size * 0.35) }}
          className="inline-flex items-center justify-center rounded-full bg-gray-200 font-semibold text-gray-800 ring-2 ring-white dark:bg-gray-600 dark:text-white dark:ring-gray-800"
          aria-label={`${rest} more`}
        >
          +{rest}
        </span>
      )}
    </div>
  )
}
