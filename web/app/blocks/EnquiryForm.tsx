import clsx from 'clsx'
import { useLocation } from 'react-router'
import { island } from '~/islands/island'

import { CONTACT_ROLES, HOSTING_REGIONS, USER_COUNT_OPTIONS } from '@shared/constants'
import type { EnquiryFormBlock } from '@shared/payload-types'
import { buttonClasses } from '~/components/ui/button'
import { SelectField, TextField } from '~/components/ui/field'
import { ConsentField, formAction, HoneypotField, SubmitError, SuccessPanel } from '~/components/ui/form-feedback'
import { SUBSIDIARY_OPTIONS, toEnquiryInput } from '~/lib/enquiry-form'
import { referringPath } from '~/lib/previous-path'
import { fieldProps, loadRules, postFor, usePublicForm, type FormPost } from '~/lib/public-form'
import { sendContact } from '~/lib/send-contact'

import { useBlockData } from './block-data'
import { brandClasses } from './ui/brand-colors'
import { Section } from './ui/Section'

const EnquiryFormIsland = island('EnquiryForm', EnquiryFormCard)

type Props = {
  productName: string
  brandColor?: string | null
  headline?: string | null
  description?: string | null
  topic: string
  askSubsidiaries?: boolean
  askHosting?: boolean
  buttonLabel?: string | null
  /** The answer to this form's post without JavaScript, if the visitor just sent it. */
  posted?: FormPost
  /** The card's id, where a post without JavaScript comes back to (the thank-you or the messages). */
  anchor?: string
  /** One column with a short heading, for the side of a campaign page's hero. */
  compact?: boolean
}

/** Name, email, company, role, (subsidiaries) and consent; the lead's source is this page and the one before. */
export function EnquiryFormCard({
  productName,
  brandColor,
  headline,
  description,
  topic,
  askSubsidiaries = false,
  askHosting = false,
  buttonLabel,
  posted,
  anchor = 'enquiry',
  compact = false,
}: Props) {
  const location = useLocation()
  const brand = brandClasses(brandColor)
  const { form, fields, status, sending, onSubmit } = usePublicForm({
    id: `${anchor}-form`,
    schema: (rules) => rules.enquiryFormSchema,
    posted,
    send: (value) =>
      sendContact(
        toEnquiryInput(value, { productName, topic, path: location.pathname, from: referringPath(location.state) }),
      ),
  })

  return (
    <div
      id={anchor}
      className={clsx(
        'grid scroll-mt-24 overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm',
        !compact && 'lg:grid-cols-[2fr_3fr]',
      )}
    >
      <div className={clsx(compact ? 'px-6 pt-6 pb-4 sm:px-8' : 'p-6 sm:p-10', brand.soft)}>
        <p className={clsx('text-sm font-semibold tracking-wide uppercase', brand.text)}>{productName}</p>
        <h2 className={clsx('mt-2 font-bold text-ink-950', compact ? 'text-xl' : 'text-2xl sm:text-3xl')}>
          {headline || `Enquire about ${productName}`}
        </h2>
        {description && !compact && <p className="mt-4 leading-7 text-slate-700">{description}</p>}
        <p className={clsx('text-sm text-slate-600', compact ? 'mt-2' : 'mt-6')}>
          No obligations • Free consultation • Quick response
        </p>
      </div>
      <div className={compact ? 'p-6 sm:px-8' : 'p-6 sm:p-10'}>
        {status === 'sent' ? (
          <SuccessPanel
            title="Thank you, we have your enquiry"
            className="flex h-full flex-col items-center justify-center py-8"
          >
            <p className="mt-2 max-w-sm text-slate-600">A consultant will reply within one business day.</p>
          </SuccessPanel>
        ) : (
          <form
            id={form.id}
            method="post"
            action={formAction(anchor)}
            noValidate={form.noValidate}
            onSubmit={onSubmit}
            onFocus={() => void loadRules()}
            aria-label={`${productName} enquiry`}
            className="space-y-5"
          >
            <input type="hidden" name="form" value="enquiry" />
            <input type="hidden" name="product" value={productName} />
            <input type="hidden" name="topic" value={topic} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Name" required autoComplete="name" {...fieldProps(fields.name)} />
              <TextField label="Work email" type="email" required autoComplete="email" {...fieldProps(fields.email)} />
              <TextField label="Company" required autoComplete="organization" {...fieldProps(fields.company)} />
              <SelectField label="Role" {...fieldProps(fields.role)}>
                <option value="">Select role</option>
                {CONTACT_ROLES.map((role) => (
                  <option key={role}>{role}</option>
                ))}
              </SelectField>
              {askSubsidiaries && (
                <SelectField label="Subsidiaries" className="sm:col-span-2" {...fieldProps(fields.subsidiaries)}>
                  <option value="">How many companies in the group?</option>
                  {SUBSIDIARY_OPTIONS.map((option) => (
                    <option key={option}>{option}</option>
                  ))}
                </SelectField>
              )}
              {askHosting && (
                <>
                  <SelectField label="Users" {...fieldProps(fields.users)}>
                    <option value="">How many users?</option>
                    {USER_COUNT_OPTIONS.map((option) => (
                      <option key={option}>{option}</option>
                    ))}
                  </SelectField>
                  <SelectField label="Hosting region" {...fieldProps(fields.region)}>
                    <option value="">Where does your team work?</option>
                    {HOSTING_REGIONS.map((option) => (
                      <option key={option}>{option}</option>
                    ))}
                  </SelectField>
                </>
              )}
            </div>
            <HoneypotField />
            <ConsentField
              agreeTo="being contacted about this enquiry"
              defaultChecked={fields.consent.initialValue === 'on'}
              error={fields.consent.errors?.[0]}
            />
            {status === 'failed' && <SubmitError />}
            <button
              type="submit"
              disabled={sending}
              className={buttonClasses('primary', 'lg', clsx('w-full sm:w-auto disabled:opacity-60', brand.solid))}
            >
              {sending ? 'Sending...' : buttonLabel || 'Send Enquiry'}
            </button>
          </form>
        )}
      </div>
    </div>
  )
}

/** The block's form card; `compact` beside a campaign page's hero. */
export function EnquiryFormBlockCard({ block, compact = false }: { block: EnquiryFormBlock; compact?: boolean }) {
  const { posted } = useBlockData()
  return (
    <EnquiryFormIsland
      productName={block.product_name}
      brandColor={block.brand_color}
      headline={block.headline}
      description={block.description}
      topic={block.topic ?? 'SAP Business One'}
      askSubsidiaries={block.ask_subsidiaries ?? false}
      askHosting={block.ask_hosting ?? false}
      buttonLabel={block.button_label}
      posted={postFor(posted, 'enquiry')}
      anchor={`enquiry-${block.id ?? 'form'}`}
      compact={compact}
    />
  )
}

export function EnquiryForm({ block }: { block: EnquiryFormBlock }) {
  return (
    <Section theme="muted" anchor={block.anchor}>
      <EnquiryFormBlockCard block={block} />
    </Section>
  )
}
