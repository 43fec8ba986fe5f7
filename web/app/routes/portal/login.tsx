import { Link } from 'react-router'

export const clientLoader = () => null
clientLoader.hydrate = true as const

export function HydrateFallback() {
  return <p className="p-8 text-slate-600">Loading...</p>
}

export const meta = () => [{ title: 'Sign in | Staff portal' }, { name: 'robots', content: 'noindex' }]

export default function Login() {
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-ink-950">Staff portal</h1>
        <p className="mt-2 text-sm text-slate-600">Sign in with your work e-mail.</p>
        <Link to="/" className="mt-6 inline-block text-sm font-medium text-brand-600 hover:underline">
          Back to the website
        </Link>
      </div>
    </main>
  )
}
