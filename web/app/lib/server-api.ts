import type { AppLoadContext } from 'react-router'

import { createApi, type Api, type Transport } from './api'

declare module 'react-router' {
  interface AppLoadContext {
    /** The contract, called in-process by express (cms/src/server/web.ts). */
    api: Transport
    /** The built client's folder, with the islands manifest (production only; see islands/README.md). */
    clientBuildDir?: string
  }
}

/** The API client for server loaders: same client, in-process transport. */
export const serverApi = (context: AppLoadContext): Api => createApi(context.api)
