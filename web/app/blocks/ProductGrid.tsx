import clsx from 'clsx'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import type { ApiProduct } from '@shared/contract-types'
import type { ProductGridBlock } from '@shared/payload-types'

import { useBlockData } from './block-data'
import { productPath, selectProducts } from './product-selection'
import { brandClasses } from './ui/brand-colors'
import { Icon } from '~/components/icons'
import { balancedGrid } from './ui/balanced-grid'
import { Reveal, stepDelay } from './ui/Reveal'
import { cardClasses, Section, SectionHeading, useIsDark } from './ui/Section'
import { hasLink, SmartLink } from './ui/SmartLink'

function ProductCard({ product }: { product: ApiProduct }) {
  const dark = useIsDark()
  const colour = brandClasses(product.brand_color)
  return (
    <Link to={productPath(product)} className="group flex h-full flex-col">
      <span
        className={clsx(
          'grid size-11 place-items-center rounded-xl',
          dark ? 'bg-white/10 text-white' : [colour.soft, colour.text],
        )}
      >
        <Icon name={product.icon} className="size-5" />
      </span>
      <h3 className={clsx('heading-card mt-5', dark ? 'text-white' : 'text-ink-950 group-hover:text-brand-700')}>
        {product.name}
      </h3>
      <p className={clsx('mt-1 text-sm font-medium', dark ? 'text-brand-200' : 'text-slate-700')}>{product.tagline}</p>
      {product.description && (
        <p className={clsx('mt-3 flex-1 text-sm leading-6', dark ? 'text-slate-300' : 'text-slate-600')}>
          {product.description}
        </p>
      )}
      <span
        className={clsx(
          'mt-5 inline-flex items-center gap-1 text-sm font-semibold',
          dark ? 'text-brand-200' : 'text-brand-600',
        )}
      >
        Learn more
        <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-0.5" />
      </span>
    </Link>
  )
}

/** Extensions from /api/content/products: the featured ones, one group, or all by group. */
export function ProductGrid({ block }: { block: ProductGridBlock }) {
  const { products } = useBlockData()
  const sections = selectProducts(products, block)
  const dark = block.theme === 'dark'
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <div className="space-y-14">
        {sections.map((section) => (
          <div key={section.group ?? 'featured'}>
            {section.label && (
              <h3
                className={clsx('mb-6 text-xl font-bold tracking-tight', dark ? 'text-white' : 'text-ink-950')}
                id={section.group ?? undefined}
              >
                {section.label}
              </h3>
            )}
            <ul className={balancedGrid(section.products.length, 3).list}>
              {section.products.map((product, index) => (
                <Reveal
                  as="li"
                  key={product.id}
                  delay={stepDelay(index)}
                  className={cardClasses(
                    dark,
                    clsx(
                      'transition hover:-translate-y-0.5 hover:shadow-md',
                      balancedGrid(section.products.length, 3).item,
                    ),
                  )}
                >
                  <ProductCard product={product} />
                </Reveal>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {hasLink(block.link) && (
        <div className="mt-12 text-center">
          <SmartLink
            href={block.link.href}
            className={clsx(
              'inline-flex items-center gap-1 font-semibold',
              dark ? 'text-brand-200' : 'text-brand-600 hover:text-brand-700',
            )}
          >
            {block.link.label}
            <ArrowRight aria-hidden className="size-4" />
          </SmartLink>
        </div>
      )}
    </Section>
  )
}
