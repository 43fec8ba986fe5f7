import { Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'

import type { ApiFaq } from '@shared/contract-types'
import { useDeferredText } from '~/lib/use-deferred-text'

import { FaqAccordion } from './FaqAccordion'
import { faqCategories, filterFaqs, readFaqQuery, writeFaqQuery, type FaqMatcher, type FaqQuery } from './filter'

const control =
  'block w-full rounded-full border border-slate-300 bg-white py-2.5 text-sm shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none'

/** Search and category filter (kept in the URL query) over the accordion. */
export function FaqBrowser({ faqs }: { faqs: ApiFaq[] }) {
  const [params, setParams] = useSearchParams()
  const query = readFaqQuery(params)
  const update = (change: Partial<FaqQuery>) =>
    setParams(writeFaqQuery(query, change), { replace: true, preventScrollReset: true })
  const [searchText, setSearchText] = useDeferredText(query.search, (search) => update({ search }))

  // Site search's matching loads on first use: focus on the box, or a search in the address.
  const [match, setMatch] = useState<FaqMatcher | null>(null)
  const [wantMatcher, setWantMatcher] = useState(false)
  useEffect(() => {
    if ((wantMatcher || query.search) && !match)
      void import('./match').then((module) => setMatch(() => module.matchFaqs))
  }, [wantMatcher, query.search, match])

  const categories = faqCategories(faqs)
  const shown = filterFaqs(faqs, query, match)

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">Search questions</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onFocus={() => setWantMatcher(true)}
            placeholder="Search questions..."
            className={`${control} pr-4 pl-10`}
          />
        </label>
        <label className="sm:w-60">
          <span className="sr-only">Category</span>
          <select
            value={query.category}
            onChange={(event) => update({ category: event.target.value })}
            className={`${control} px-4`}
          >
            <option value="">All Categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-6">
        {shown.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <p className="font-semibold text-ink-950">No questions match your search</p>
            <p className="mt-2 text-sm text-slate-600">Try other words, pick All Categories, or ask us directly.</p>
          </div>
        ) : (
          // Keyed by the filter so a new search starts with every answer closed.
          <FaqAccordion key={`${query.category}|${query.search}`} faqs={shown} />
        )}
      </div>
    </div>
  )
}
