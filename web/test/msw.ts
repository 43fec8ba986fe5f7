import { setupServer, type SetupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * Runs an MSW server for a test file (call once at its top): unhandled requests fail the test;
 * handlers reset after each test, then `afterEachTest` runs.
 */
export function setupMswServer(server: SetupServer = setupServer(), afterEachTest?: () => void) {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    afterEachTest?.()
  })
  afterAll(() => server.close())
  return server
}
