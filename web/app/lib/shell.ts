import type { Footer, Navigation, SiteSetting } from '@cms/payload-types'

import type { Api } from './api'

export type Shell = { navigation: Navigation; footer: Footer; settings: SiteSetting }

/** The three globals behind the site header and footer. */
export async function fetchShell(api: Api): Promise<Shell> {
  const [navigation, footer, settings] = await Promise.all([
    api.get<Navigation>('/globals/navigation?depth=0'),
    api.get<Footer>('/globals/footer?depth=0'),
    api.get<SiteSetting>('/globals/site-settings?depth=0'),
  ])
  return { navigation, footer, settings }
}
