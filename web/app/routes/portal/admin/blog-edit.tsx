import { useParams } from 'react-router'

import { portalLoader } from '~/features/auth/route-loaders'
import { EditPostScreen } from '~/features/blog-admin/EditPostScreen'
import { categoriesQueryOptions, postsQueryOptions } from '~/features/blog-admin/api'

export const clientLoader = portalLoader('admin', (queryClient) =>
  Promise.all([
    queryClient.ensureQueryData(postsQueryOptions()),
    queryClient.ensureQueryData(categoriesQueryOptions()),
  ]),
)
export const meta = () => [{ title: 'Edit Post | Staff portal' }]

export default function BlogEditRoute() {
  const { postId = '' } = useParams()
  return <EditPostScreen postId={postId} />
}
