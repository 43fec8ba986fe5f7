import type { Config } from './shared/payload-types'

declare module 'payload' {
  export interface GeneratedTypes extends Config {}
}
