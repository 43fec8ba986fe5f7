import type { ApiPost } from '@shared/contract-types'

type Profile = NonNullable<ApiPost['author_profile']>

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

/** Who wrote the post: photo (or initials), name, role and short bio, under the article. */
export function AuthorCard({ author }: { author: Profile }) {
  return (
    <aside aria-label="About the author" className="mt-12 flex gap-4 border-t border-slate-200 pt-8">
      {author.photo ? (
        <img
          src={author.photo}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg font-bold text-brand-700"
        >
          {initials(author.name)}
        </span>
      )}
      <div>
        <p className="font-semibold text-ink-950">{author.name}</p>
        {author.role && <p className="text-sm text-slate-600">{author.role}</p>}
        {author.bio && <p className="mt-2 text-sm leading-6 text-slate-700">{author.bio}</p>}
      </div>
    </aside>
  )
}
