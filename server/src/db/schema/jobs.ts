/**
 * Background jobs (lib/jobs.ts): work too long for a request (a register generation for
 * thousands of employees) is a row here, claimed by a worker of any instance, with its
 * progress for the console to poll. A running job whose heartbeat stops (its instance
 * died) is claimed again.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { JOB_STATUS } from '@ihrc/contract'
import { tenantColumns } from './tenant'

export const backgroundJobs = pgTable(
  'background_jobs',
  {
    ...tenantColumns(),
    /** Which handler runs it ('register-generation'). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: JOB_STATUS.values }).notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
    message: text('message'),
    attempts: integer('attempts').notNull().default(0),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('background_jobs_waiting_idx').on(t.status, t.kind, t.id)],
)
