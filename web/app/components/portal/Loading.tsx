/** The 'Loading...' of SPEC §2 while the portal checks the session. */
export function PortalLoading() {
  return (
    <div role="status" className="grid min-h-screen place-items-center bg-slate-50">
      <div className="flex items-center gap-3 text-slate-600">
        <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
        Loading...
      </div>
    </div>
  )
}
