import type { PayloadRequest } from 'payload'

import type { rateLimitsTable } from './rate-limits-table'

/**
 * A lease in the database itself, so instances on other machines see it (lib/db/setup-lock.ts). The
 * lease expires, so a holder that dies mid-way never blocks the next boot for long.
 */
export type LeaseStore = {
  /** Takes the lease for `holder` when it is free or expired; true when `holder` now has it. */
  tryAcquire(name: string, holder: string, ttlMs: number, now: number): Promise<boolean>
  /** Extends a lease `holder` still has; false when it was lost. */
  renew(name: string, holder: string, ttlMs: number, now: number): Promise<boolean>
  release(name: string, holder: string): Promise<void>
}

/**
 * Marks one job as being processed, only if no one else has: true when this caller got it.
 * One conditional write, so of two instances racing for a job exactly one wins. `version` is the
 * job's state as read (its updatedAt): every instance that read the same state races for one claim.
 */
export type ClaimJob = (id: number | string, version?: string) => Promise<boolean>

/** Where rate-limiter-flexible keeps its counters: Payload's own database. */
export type RateLimitStore =
  | { kind: 'sqlite'; client: unknown; table: typeof rateLimitsTable; clear: () => Promise<void> }
  | { kind: 'mongodb'; client: unknown; clear: () => Promise<void> }

/**
 * Everything that reaches past Payload's Local API into one database adapter or its driver. One
 * implementation per adapter (sqlite-internals.ts, mongo-internals.ts), picked by internals.ts.
 */
export type DbInternals = {
  kind: 'sqlite' | 'mongodb'
  /** Connection settings the adapter has no option for; run once at boot, before the set-up. */
  prepare(): Promise<void>
  leaseStore(): LeaseStore
  claimJob(): ClaimJob
  rateLimitStore(): Promise<RateLimitStore>
  /** Runs `steps` in a new transaction on `req` (the caller checked that `req` has none). */
  inTransaction<T>(req: PayloadRequest, steps: () => Promise<T>): Promise<T>
  /** Resolves once the adapter no longer holds transaction `id` open. */
  transactionEnded(id: number | string): Promise<void>
}
