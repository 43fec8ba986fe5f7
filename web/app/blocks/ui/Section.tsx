import clsx from 'clsx'
import { createContext, useContext, type ReactNode } from 'react'

import type { SectionTheme } from '@shared/constants'

const ThemeContext = createContext<SectionTheme>('light')
/** The background of the enclosing section, so text inside can pick readable colours. */
export const useSectionTheme = () => useContext(ThemeContext)
export const useIsDark = () => useSectionTheme() === 'dark'

const backgrounds: Record<SectionTheme, string> = {
  light: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-ink-950 text-slate-300',
}

type SectionProps = {
  children: ReactNode
  theme?: SectionTheme | null
  anchor?: string | null
  className?: string
  /** Tighter vertical padding, for strips and bands. */
  tight?: boolean
}

export function Section({ children, theme, anchor, className, tight = false }: SectionProps) {
  const resolved = theme ?? 'light'
  return (
    <ThemeContext.Provider value={resolved}>
      <section
        id={anchor || undefined}
        data-theme={resolved}
        className={clsx(backgrounds[resolved], tight ? 'section-y-tight' : 'section-y', 'scroll-mt-24', className)}
      >
        <div className="container-page">{children}</div>
      </section>
    </ThemeContext.Provider>
  )
}

type HeadingProps = {
  eyebrow?: string | null
  heading?: string | null
  intro?: string | null
  align?: 'left' | 'center'
  className?: string
}

/** The eyebrow, <h2> and intro that open a section. */
export function SectionHeading({ eyebrow, heading, intro, align = 'center', className }: HeadingProps) {
  const dark = useIsDark()
  if (!eyebrow && !heading && !intro) return null
  return (
    <div className={clsx('mb-12 max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className={clsx('eyebrow', dark && 'text-brand-200')}>{eyebrow}</p>}
      {heading && <h2 className={clsx('heading-section mt-3', dark ? 'text-white' : 'text-ink-950')}>{heading}</h2>}
      {intro && <p className={clsx('text-lead mt-4', dark ? 'text-slate-300' : 'text-slate-600')}>{intro}</p>}
    </div>
  )
}

/** A card surface that suits the section's background. */
export function cardClasses(dark: boolean, className?: string) {
  return clsx(dark ? 'card-dark' : 'card', className)
}
