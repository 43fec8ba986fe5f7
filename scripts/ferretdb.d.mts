/** Builds the FerretDB test server when needed; the binary's path. */
export function buildFerretdb(options?: { log?: (message: string) => void }): string
/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number>
/** Starts the FerretDB test server; resolves once it accepts connections. */
export function startFerretdb(options?: { port?: number; dir?: string; stdio?: 'ignore' | 'inherit' }): Promise<{
  url: string
  port: number
  stop(): Promise<void>
}>
