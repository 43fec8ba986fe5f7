import { portalLoader } from '~/features/auth/route-loaders'
import { FaqsScreen } from '~/features/faqs-admin/FaqsScreen'
import { faqsQueryOptions } from '~/features/faqs-admin/api'

export const clientLoader = portalLoader('admin', (queryClient) => queryClient.ensureQueryData(faqsQueryOptions()))
export const meta = () => [{ title: 'FAQ Management | Staff portal' }]

export default function FaqsRoute() {
  return <FaqsScreen />
}
