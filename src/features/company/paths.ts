import { linkOf } from '@/configs/navigation.config'

/** Links into the Branch area's full-page forms, built on its menu route. */
export const branchPaths = {
  list: () => linkOf('company.branch'),
  add: () => `${linkOf('company.branch')}/new`,
  edit: (id: number) => `${linkOf('company.branch')}/${id}/edit`,
}
