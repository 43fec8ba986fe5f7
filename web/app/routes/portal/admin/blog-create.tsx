import { portalLoader } from '~/features/auth/route-loaders'
import { PostForm } from '~/features/blog-admin/PostForm'
import { categoriesQueryOptions } from '~/features/blog-admin/api'

export const clientLoader = portalLoader('admin', (queryClient) =>
  queryClient.ensureQueryData(categoriesQueryOptions()),
)
export const meta = () => [{ title: 'New Post | Staff portal' }]

export default function BlogCreateRoute() {
  return <PostForm />
}
