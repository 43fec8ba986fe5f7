import type { PortalHandle } from '~/features/auth/PortalGate'
import { BlogListScreen } from '~/features/blog-admin/BlogListScreen'

export const handle: PortalHandle = { access: 'admin' }
export const meta = () => [{ title: 'Blog Management | Staff portal' }]

export default function BlogRoute() {
  return <BlogListScreen />
}
