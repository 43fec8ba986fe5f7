import path from 'node:path'

/**
 * Files Vite's dev server must never hand out under /@fs/: its own defaults (env files, keys, .git),
 * plus the data folder, any SQLite file with its journal, and the generated session secret.
 */
export const devFsDeny = (dataDir: string): string[] => [
  '.env',
  '.env.*',
  '*.{crt,pem}',
  '**/.git/**',
  '*.db',
  '*.db-*',
  '.payload-secret',
  `${path.resolve(dataDir)}/**`,
]
