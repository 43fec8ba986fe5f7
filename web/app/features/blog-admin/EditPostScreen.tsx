import { FileX } from 'lucide-react'

import { ButtonLink } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { SkeletonRows } from '~/components/ui/skeleton'

import { usePost } from './api'
import { PostForm } from './PostForm'

export function EditPostScreen({ postId }: { postId: string }) {
  const { data: post, isPending } = usePost(postId)
  if (isPending) {
    return (
      <div className="rounded-xl bg-white ring-1 ring-slate-200">
        <SkeletonRows rows={6} />
      </div>
    )
  }
  if (!post) {
    return (
      <div className="rounded-xl bg-white ring-1 ring-slate-200">
        <EmptyState icon={FileX} title="Post not found">
          <p>It may have been deleted.</p>
          <ButtonLink to="/portal/admin/blog" variant="secondary" size="sm" className="mt-4">
            Back to Blog Management
          </ButtonLink>
        </EmptyState>
      </div>
    )
  }
  return <PostForm key={post.id} post={post} />
}
