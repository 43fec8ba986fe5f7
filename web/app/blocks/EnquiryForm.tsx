import type { EnquiryFormBlock } from '@cms/payload-types'
import { EnquiryForm as Form } from '~/features/contact/EnquiryForm'

export function EnquiryForm({ block }: { block: EnquiryFormBlock }) {
  return (
    <section id={block.anchor || undefined} className="scroll-mt-24 bg-slate-50 py-16 sm:py-24">
      <div className="container-page">
        <Form
          productName={block.product_name}
          brandColor={block.brand_color}
          headline={block.headline}
          description={block.description}
          topic={block.topic ?? 'SAP Business One'}
          askSubsidiaries={block.ask_subsidiaries ?? false}
          buttonLabel={block.button_label}
        />
      </div>
    </section>
  )
}
