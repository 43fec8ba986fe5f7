import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * Mutation testing (vitest.mutation.config.ts) reruns the covering tests once per mutant. Migrating a
 * fresh database and making the accounts each time would cost seconds a mutant, so there the first
 * start of each shape (seeded or not, with accounts or not) is saved, and later starts put the SQLite
 * file back to it: within one test run on the booted Payload, and in the next run's worker (vitest
 * starts new workers per run; Stryker's runner process stays) by copying it in before the boot.
 * Mutants are switched at run time, so restored data needs no mutant of its own.
 */
export const reuseServer = process.env.B1_REUSE_SERVER === '1'

type Saved = { file: string; tables: string[] }
type Shape<A> = Saved & { accounts: A }

// One directory per runner process: the worker threads of every run of that process share it.
const dir = path.join(os.tmpdir(), `b1-reuse-${process.pid}`)
const savedPath = (name: string) => path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`)
const readSaved = <T>(name: string): T | undefined =>
  fs.existsSync(savedPath(name)) ? JSON.parse(fs.readFileSync(savedPath(name), 'utf8')) : undefined

/** The secret of every boot in this process, so saved accounts' tokens stay valid. */
export function reusedSecret(): string {
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'secret')
  if (!fs.existsSync(file)) fs.writeFileSync(file, `reuse-${process.pid}-${Date.now()}`)
  return fs.readFileSync(file, 'utf8')
}

type Client = {
  execute(sql: string): Promise<{ rows: Array<Record<string, unknown>> }>
  executeMultiple(sql: string): Promise<void>
}
const client = (payload: Payload) => (payload.db as unknown as { client: Client }).client

const tablesOf = async (payload: Payload) =>
  (
    await client(payload).execute(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND (name NOT LIKE 'sqlite_%' OR name = 'sqlite_sequence')`,
    )
  ).rows.map((row) => String(row.name))

async function save(payload: Payload, name: string): Promise<Saved> {
  const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.db`)
  fs.rmSync(file, { force: true })
  await client(payload).execute(`VACUUM INTO '${file}'`)
  return { file, tables: await tablesOf(payload) }
}

/**
 * Copies every table of a saved database over the live one, in one transaction on one connection;
 * tables made since (the rate limiter makes its own on first use) are emptied.
 */
async function restore(payload: Payload, { file, tables }: Saved): Promise<void> {
  const saved = new Set(tables)
  const copy = (await tablesOf(payload)).flatMap((t) => [
    `DELETE FROM main."${t}"`,
    ...(saved.has(t) ? [`INSERT INTO main."${t}" SELECT * FROM snap."${t}"`] : []),
  ])
  const script = ['PRAGMA foreign_keys = OFF', `ATTACH DATABASE '${file}' AS snap`, 'BEGIN', ...copy, 'COMMIT']
  try {
    await client(payload).executeMultiple(script.join(';\n'))
  } catch (error) {
    await client(payload)
      .executeMultiple('ROLLBACK')
      .catch(() => {})
    throw error
  } finally {
    await client(payload)
      .executeMultiple('DETACH DATABASE snap; PRAGMA foreign_keys = ON')
      .catch(() => {})
  }
}

const store = globalThis as { __b1Booted?: { payload: Payload; dataDir: string } }

/**
 * The booted Payload of this worker, or a new one from `boot`: on the migrated database an earlier
 * worker saved, copied into this file's data directory first.
 */
export async function reusedPayload(boot: () => Promise<Payload>): Promise<Payload> {
  if (!store.__b1Booted) {
    const migrated = readSaved<Saved>('migrated')
    const database = process.env.DATABASE_URL!.replace(/^file:/, '')
    if (migrated) fs.copyFileSync(migrated.file, database)
    const payload = await boot()
    if (payload.db.name === 'mongoose') throw new Error('B1_REUSE_SERVER works on SQLite only')
    if (!migrated) fs.writeFileSync(savedPath('migrated'), JSON.stringify(await save(payload, 'migrated')))
    store.__b1Booted = { payload, dataDir: process.env.DATA_DIR! }
  }
  // Uploads and the database stay where the booted Payload put them: this file reads them there.
  const { dataDir } = store.__b1Booted
  if (process.env.DATA_DIR !== dataDir) fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
  process.env.DATA_DIR = dataDir
  return store.__b1Booted.payload
}

/**
 * The database as `shape` left it after its first start: restored from where it was saved, or built
 * by `build` on the freshly migrated database and saved.
 */
export async function restoreShape<A>(shape: string, build: () => Promise<A>): Promise<A> {
  const { payload } = store.__b1Booted!
  const known = readSaved<Shape<A>>(shape)
  if (known) {
    await restore(payload, known)
    return known.accounts
  }
  await restore(payload, readSaved<Saved>('migrated')!)
  const accounts = await build()
  fs.writeFileSync(savedPath(shape), JSON.stringify({ ...(await save(payload, shape)), accounts }))
  return accounts
}
