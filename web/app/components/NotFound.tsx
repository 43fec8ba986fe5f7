import { Link } from 'react-router'

const suggestions = [
  { href: '/', label: 'Home' },
  { href: '/sap-business-one', label: 'SAP Business One overview' },
  { href: '/products', label: 'Extensions' },
  { href: '/cloud-hosting', label: 'Cloud hosting' },
  { href: '/services', label: 'Services' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact us' },
]

export function NotFound() {
  return (
    <section className="container-page py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">404</p>
      <h1 className="mt-2 text-4xl font-bold text-ink-950">Page not found</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">
        The page you were looking for has moved or never existed. These are good places to carry on:
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {suggestions.map((s) => (
          <li key={s.href}>
            <Link
              className="inline-block rounded-full border border-slate-200 px-4 py-2 font-medium hover:border-brand-500 hover:text-brand-700"
              to={s.href}
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
