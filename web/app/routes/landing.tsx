import { data } from 'react-router'

import { landingStatus, loadLanding } from '~/features/landing/landing'
import { LandingView } from '~/features/landing/LandingView'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'

import type { Route } from './+types/landing'

// Checked on the server so an active campaign page renders (and previews) in full; other states
// answer with their HTTP status and the §8 message.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const result = await loadLanding(serverApi(context), params.slug)
  const focused = result.state === 'active' && result.layout === 'focused'
  return data({ result, origin: new URL(request.url).origin, focused }, { status: landingStatus(result) })
}

export const meta: Route.MetaFunction = ({ data: loaded, params }) => {
  const result = loaded?.result
  if (result?.state !== 'active') return [{ title: 'Clearpath B1' }, { name: 'robots', content: 'noindex' }]
  return seoMeta(
    { title: result.landing.title, description: result.landing.description, path: `/landing/${params.slug}` },
    loaded?.origin,
  )
}

export default function Landing({ loaderData, params }: Route.ComponentProps) {
  return <LandingView key={params.slug} slug={params.slug} initial={loaderData.result} />
}
