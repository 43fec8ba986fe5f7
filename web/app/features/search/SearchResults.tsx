import { Link } from 'react-router'

import type { SearchHit } from '@shared/search'

/** The results of /search: type, title (linked) and the words around the match, best first. */
export function SearchResults({ query, results }: { query: string; results: SearchHit[] }) {
  if (!query) return <p className="text-slate-600">Type a few words: a question, a product or a topic.</p>
  if (results.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
        <p className="font-semibold text-ink-950">{`Nothing found for “${query}”`}</p>
        <p className="mt-2 text-sm text-slate-600">
          Try other words, browse the{' '}
          <Link to="/faqs" className="font-semibold text-brand-700 hover:underline">
            FAQs
          </Link>
          , or{' '}
          <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
            ask us directly
          </Link>
          .
        </p>
      </div>
    )
  }
  return (
    <>
      <p className="text-sm text-slate-600" role="status">
        {`${results.length} ${results.length === 1 ? 'result' : 'results'} for “${query}”`}
      </p>
      <ol className="mt-4 space-y-4">
        {results.map((hit) => (
          <li key={hit.url} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{hit.type}</p>
            <h2 className="mt-1 text-lg font-semibold text-ink-950">
              <Link to={hit.url} className="hover:text-brand-700 hover:underline">
                {hit.title}
              </Link>
            </h2>
            {hit.snippet && <p className="mt-1 text-sm leading-6 text-slate-600">{hit.snippet}</p>}
          </li>
        ))}
      </ol>
    </>
  )
}
