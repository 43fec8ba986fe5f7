import type { Payload } from 'payload'

import { migrations as sqliteMigrations } from '../../migrations'
import { mongodbMigrations } from '../../migrations-mongodb'

type Migrations = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>

/** The committed migrations of the adapter Payload is connected to (schema and data on SQLite, data on MongoDB). */
export const migrationsFor = (payload: Payload): Migrations =>
  (payload.db.name === 'mongoose' ? mongodbMigrations : sqliteMigrations) as Migrations
