import { useParams } from 'react-router'

import type { PortalHandle } from '~/features/auth/PortalGate'
import { EditPostScreen } from '~/features/blog-admin/EditPostScreen'

export const handle: PortalHandle = { access: 'admin' }
export const meta = () => [{ title: 'Edit Post | Staff portal' }]

export default function BlogEditRoute() {
  const { postId = '' } = useParams()
  return <EditPostScreen postId={postId} />
}
