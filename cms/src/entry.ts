// The one entry through which code outside cms (the seed, the root server.ts) reaches the CMS:
// everything else in cms/src stays private to it.
export { bootPayload } from './lib/runtime/boot'
export { textToRichText } from './lib/content/richtext'
export { start } from './server/start'
export { default as config } from './payload.config'
export { convertTypedLinks, pageIdsByPath, withPageReferences } from './lib/content/link-migration'
export { replyDueAt } from './lib/domain/office-hours'
export { DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_KEYS } from './lib/runtime/email/defaults'
export { renderOgImage } from './og/render'
