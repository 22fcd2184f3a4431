export type StepStatus = 'complete' | 'pending' | 'in_progress' | 'error'

/**
 * Status of each step (SPEC.md section 4): the steps before the current one are
 * complete, the current one takes the given status, the rest are pending.
 */
export function stepStatuses(count: number, current: number, status: StepStatus = 'in_progress'): StepStatus[] {
  return Array.from({ length: count }, (_, i) => (i < current ? 'complete' : i === current ? status : 'pending'))
}
