// The one entry through which code outside cms (the seed, the root server.ts) reaches the CMS:
// everything else in cms/src stays private to it.
export { bootPayload } from './lib/boot'
export { textToRichText } from './lib/richtext'
export { start } from './server/start'
export { default as config } from './payload.config'
export { convertTypedLinks, pageIdsByPath, withPageReferences } from './lib/link-migration'
export { replyDueAt } from './lib/office-hours'
export { DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_KEYS } from './lib/email/defaults'
export { renderOgImage } from './og/render'
