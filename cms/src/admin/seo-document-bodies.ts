import type { Plugin } from 'payload'

import type { RoutePolicy } from '../contract/define-endpoint'

/**
 * The SEO panel posts the whole document being edited to the plugin's generate endpoints: their
 * route policy allows a document-sized body (the route table reads `custom.route`).
 */
export const seoDocumentBodies: Plugin = (config) => ({
  ...config,
  endpoints: config.endpoints?.map((endpoint) =>
    endpoint.path.startsWith('/plugin-seo/generate-')
      ? { ...endpoint, custom: { ...endpoint.custom, route: { body: 'document' } satisfies RoutePolicy } }
      : endpoint,
  ),
})
