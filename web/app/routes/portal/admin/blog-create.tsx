import type { PortalHandle } from '~/features/auth/PortalGate'
import { PostForm } from '~/features/blog-admin/PostForm'

export const handle: PortalHandle = { access: 'admin' }
export const meta = () => [{ title: 'New Post | Staff portal' }]

export default function BlogCreateRoute() {
  return <PostForm />
}
