// The compliance module: library, checklists and assignments; due items plug in through `onAssigned`.
export { complianceRoutes } from './routes'
export { onAssigned, type AssignedHook } from './assignments'
export { whyApplies, applicableItems, type BranchFacts } from './applicability'
