// @b1/cms/config: what process entries (server.ts, the seed's CLI) run before anything else loads.
export { loadSettingsOrExit, settings } from './env'
export { resolveForMode } from './module-conditions'
