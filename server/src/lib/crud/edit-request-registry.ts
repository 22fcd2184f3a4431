/**
 * The record types open to edit requests (API.md "Edit requests"), one registry per app.
 * A resource opts in by declaring `editRequests: { recordType }` on its spec, and
 * registerCrud registers it here; the edit-request routes then accept that type, name
 * its records and apply approved changes through the resource's own update.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { chooseOneOf, type MenuKey } from '@ihrc/contract'
import type { EditableSpec, Resource } from './types'
import { badRequest } from '../errors'
import { scopeRuleOf } from './row-scope'
import type { ScopeRule } from './scope-rule'

type AnyResource = Resource<Record<string, unknown>, unknown>

export interface Editable {
  type: string
  resource: AnyResource
  menus: readonly MenuKey[]
  /** The menu whose grant reads and decides this type's requests. */
  approver: MenuKey
}

declare module 'fastify' {
  interface FastifyInstance {
    editables: EditRequestRegistry
  }
}

export class EditRequestRegistry {
  private readonly byType = new Map<string, Editable & { name: PgColumn | SQL | null }>()

  /** `menus`: those of the resource's rows in the endpoint table (`menusOf`), where its menu is written. */
  register<Body extends Record<string, unknown>, Item>(
    spec: EditableSpec,
    resource: Resource<Body, Item>,
    menus: readonly MenuKey[],
  ): void {
    if (this.byType.has(spec.recordType)) throw new Error(`edit requests: record type ${spec.recordType} is registered twice`)
    const table = resource.spec.table as unknown as Record<string, PgColumn | undefined>
    this.byType.set(spec.recordType, {
      type: spec.recordType,
      resource: resource as unknown as AnyResource,
      menus,
      approver: spec.approver ?? 'company.edit_permission',
      name: spec.name ?? table.name ?? null,
    })
  }

  /** Every record type open to edit requests. */
  all(): readonly Editable[] {
    return [...this.byType.values()]
  }

  /** The type's entry; an unregistered type is a 400 naming the ones there are. */
  resolve(type: string): Editable {
    const found = this.byType.get(type)
    if (!found) throw badRequest({ record_type: chooseOneOf([...this.byType.values()].map((e) => e.resource.spec.noun)) })
    return found
  }

  /** The record's name for an edit request row: a CASE over the registered types, each read within the request's tenant. */
  recordName(recordType: SQL, recordId: SQL, tenantId: SQL): SQL<string | null> {
    const named = [...this.byType.values()].filter((e) => e.name)
    if (!named.length) return sql<null>`null`
    const branches = named.map((e) => {
      const t = e.resource.spec.table
      return sql`when ${e.type} then (select ${e.name} from ${t} where ${t.id} = ${recordId} and ${t.tenantId} = ${tenantId})`
    })
    return sql<string | null>`case ${recordType} ${sql.join(branches, sql` `)} end`
  }

  /**
   * The requests a user limited to some branches sees: those on records their type's
   * resource shows them (its branch column and scope, row-scope.ts), so an approver holding
   * some branches reads and decides the requests on those alone. A type whose resource has
   * no such rule shows every record of the tenant.
   */
  recordScope(recordType: SQL, recordId: SQL, tenantId: SQL): ScopeRule {
    return (branchIds, userId) => {
      const seen = this.all().map(({ type, resource: { spec } }) => {
        const rule = scopeRuleOf(spec)
        if (!rule) return sql`when ${type} then true`
        const t = spec.table
        const own = and(eq(t.id, recordId), eq(t.tenantId, tenantId), spec.baseFilter, rule(branchIds, userId))
        return sql`when ${type} then exists (select 1 from ${t} where ${own})`
      })
      return seen.length ? sql`(case ${recordType} ${sql.join(seen, sql` `)} else false end)` : sql`false`
    }
  }
}
