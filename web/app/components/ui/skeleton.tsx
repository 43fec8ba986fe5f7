/** Placeholder rows while a list loads; announced once as 'Loading...'. */
export function SkeletonRows({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" className="divide-y divide-slate-100">
      <span className="sr-only">Loading...</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden className="flex animate-pulse items-center gap-4 px-6 py-4">
          <div className="h-4 w-1/4 rounded bg-slate-200" />
          <div className="h-4 w-1/5 rounded bg-slate-100" />
          <div className="h-4 flex-1 rounded bg-slate-100" />
          <div className="h-4 w-16 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  )
}
