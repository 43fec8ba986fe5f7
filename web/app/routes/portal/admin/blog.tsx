import { portalLoader } from '~/features/auth/route-loaders'
import { BlogListScreen } from '~/features/blog-admin/BlogListScreen'
import { categoriesQueryOptions, postsQueryOptions } from '~/features/blog-admin/api'

export const clientLoader = portalLoader('admin', (queryClient) =>
  Promise.all([
    queryClient.ensureQueryData(postsQueryOptions()),
    queryClient.ensureQueryData(categoriesQueryOptions()),
  ]),
)
export const meta = () => [{ title: 'Blog Management | Staff portal' }]

export default function BlogRoute() {
  return <BlogListScreen />
}
