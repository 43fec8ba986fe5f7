import { ArrowRight, Award, Building2, Clock, Mail, MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'

import type { SiteSetting } from '@cms/payload-types'
import { buttonClasses } from '~/components/ui/button'

import { ContactForm } from './ContactForm'

const quickQuestions = [
  {
    question: 'How quickly will you reply?',
    answer: 'Within one business day. Our office hours are Mon-Fri 9:00-17:30 UK time, and most enquiries hear back the same day.',
  },
  {
    question: 'What happens on a discovery call?',
    answer:
      'A consultant spends 30-45 minutes understanding how you work today and where the friction is, then suggests next steps. No obligations and no sales script.',
  },
  {
    question: 'We already run SAP Business One. Can you help?',
    answer: 'Yes. We support existing customers and handle partner transfers, which usually take 4-6 weeks with no disruption to your users.',
  },
]

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`

export function ContactPage({ settings, initialTopic }: { settings: SiteSetting | undefined; initialTopic: string }) {
  const phone = settings?.phone
  const address = settings?.address
  const addressLines = [address?.line1, address?.line2, address?.city, address?.postcode, address?.country].filter(Boolean)
  return (
    <main>
      <section className="relative overflow-hidden bg-ink-950 text-white">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(47,124,246,0.4),transparent_60%)]"
        />
        <div className="container-page relative py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">Contact us</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Let's talk about where your business is heading</h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-300">
            Whether you are choosing an ERP, moving partner or need help with SAP Business One today, tell us what you need and the right
            consultant will get back to you within one business day.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#contact-form" className={buttonClasses('inverse', 'lg')}>
              Send us a message
              <ArrowRight aria-hidden className="size-4" />
            </a>
            {phone && (
              <a href={telHref(phone)} className={buttonClasses('ghost', 'lg', 'border border-white/25 text-white hover:bg-white/10')}>
                <Phone aria-hidden className="size-4" />
                Call {phone}
              </a>
            )}
          </div>
        </div>
      </section>

      <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-20">
        <section id="contact-form" aria-labelledby="contact-form-title" className="scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:self-start">
          <h2 id="contact-form-title" className="text-2xl font-bold text-ink-950">
            Send us a message
          </h2>
          <p className="mt-2 mb-8 text-slate-600">Fields marked * are required.</p>
          <ContactForm key={initialTopic} initialTopic={initialTopic} serviceDeskPhone={phone} />
        </section>

        <aside className="space-y-6">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-ink-950">
              <Building2 aria-hidden className="size-5 text-brand-600" />
              Head Office
            </h2>
            <ul className="mt-4 space-y-3 text-sm text-slate-700">
              {addressLines.length > 0 && (
                <li className="flex gap-3">
                  <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
                  <address className="not-italic">
                    {addressLines.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </li>
              )}
              {phone && (
                <li className="flex gap-3">
                  <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
                  <a href={telHref(phone)} className="font-medium hover:text-brand-700">
                    {phone}
                  </a>
                </li>
              )}
              {settings?.email && (
                <li className="flex gap-3">
                  <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
                  <a href={`mailto:${settings.email}`} className="font-medium break-all hover:text-brand-700">
                    {settings.email}
                  </a>
                </li>
              )}
              {settings?.office_hours && (
                <li className="flex gap-3">
                  <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
                  {settings.office_hours}
                </li>
              )}
            </ul>
          </div>

          <div className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-ink-950">
              <Award aria-hidden className="size-5 text-brand-600" />
              Our Partners
            </h2>
            <ul className="mt-4 space-y-3">
              {(settings?.partner_badges ?? []).map((badge) => (
                <li key={badge.id ?? badge.name} className="rounded-xl bg-slate-50 px-4 py-3">
                  <p className="text-sm font-semibold text-ink-950">{badge.name}</p>
                  {badge.description && <p className="text-xs text-slate-600">{badge.description}</p>}
                </li>
              ))}
            </ul>
          </div>

          <div className="rounded-2xl bg-brand-600 p-6 text-white">
            <h2 className="text-lg font-semibold">Prefer to talk it through?</h2>
            <p className="mt-2 text-sm text-brand-100">Tell us a good time in your message and we will set up a call around your diary.</p>
            <a href="#contact-form" className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold hover:underline">
              Book a discovery call
              <ArrowRight aria-hidden className="size-4" />
            </a>
          </div>
        </aside>
      </div>

      <section className="bg-slate-50">
        <div className="container-page py-14 lg:py-20">
          <h2 className="text-2xl font-bold text-ink-950 sm:text-3xl">Quick Questions</h2>
          <dl className="mt-8 grid gap-6 md:grid-cols-3">
            {quickQuestions.map(({ question, answer }) => (
              <div key={question} className="rounded-2xl border border-slate-200 bg-white p-6">
                <dt className="font-semibold text-ink-950">{question}</dt>
                <dd className="mt-2 text-sm leading-6 text-slate-600">{answer}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-10 text-slate-600">
            Exploring first?{' '}
            <Link to="/sap-business-one" className="font-semibold text-brand-600 hover:underline">
              See what SAP Business One does
            </Link>{' '}
            or{' '}
            <Link to="/blog" className="font-semibold text-brand-600 hover:underline">
              read the blog
            </Link>
            .
          </p>
        </div>
      </section>
    </main>
  )
}
