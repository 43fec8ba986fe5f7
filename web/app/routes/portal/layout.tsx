import { Outlet } from 'react-router'

// The portal depends on the token in local storage, so it renders on the client only.
export const clientLoader = () => null
clientLoader.hydrate = true as const

export function HydrateFallback() {
  return <p className="p-8 text-slate-600">Loading...</p>
}

export const meta = () => [{ title: 'Staff portal | Clearpath B1' }, { name: 'robots', content: 'noindex' }]

export default function PortalLayout() {
  return (
    <div className="min-h-screen bg-slate-50">
      <Outlet />
    </div>
  )
}
