import { ArrowRight, HelpCircle, Layers, MessageCircle } from 'lucide-react'

import type { ApiFaq } from '@cms/contract/types'
import { ButtonLink } from '~/components/ui/button'

import { FaqBrowser } from './FaqBrowser'
import { faqCategories } from './filter'

export function FaqPage({ faqs }: { faqs: ApiFaq[] }) {
  const stats = [
    { icon: HelpCircle, value: String(faqs.length), label: 'Answered questions' },
    { icon: Layers, value: String(faqCategories(faqs).length), label: 'Categories' },
    { icon: MessageCircle, value: '1 business day', label: 'Reply to anything not covered here' },
  ]
  return (
    <main>
      <section className="bg-ink-950 text-white">
        <div className="container-page py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">Help centre</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Frequently Asked Questions</h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-300">
            Straight answers about SAP Business One, licensing, implementation, cloud hosting and support, from the team that delivers
            them.
          </p>
          <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-3">
            {stats.map(({ icon: Icon, value, label }) => (
              <div key={label} className="rounded-2xl border border-white/10 bg-white/5 p-4 last:col-span-2 sm:last:col-span-1">
                <Icon aria-hidden className="size-5 text-brand-200" />
                <dt className="sr-only">{label}</dt>
                <dd className="mt-3 text-2xl font-bold">{value}</dd>
                <dd className="text-sm text-slate-300">{label}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className="container-page max-w-4xl py-12 sm:py-16">
        <FaqBrowser initialFaqs={faqs} />
      </section>
      <section className="bg-slate-50">
        <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-ink-950">Still have a question?</h2>
            <p className="mt-2 max-w-xl text-slate-600">
              Ask us directly and a consultant will reply within one business day, or see how we work with customers.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/contact" state={{ from: '/faqs' }} size="lg">
              Get in Touch
              <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
            <ButtonLink to="/experience" variant="secondary" size="lg">
              The Experience
            </ButtonLink>
          </div>
        </div>
      </section>
    </main>
  )
}
