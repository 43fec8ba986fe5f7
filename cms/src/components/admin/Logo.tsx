import { BrandMark } from './BrandMark'

/** The admin login screen's logo: the brand mark and the company name. */
export function Logo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      <BrandMark size={40} />
      <span style={{ fontSize: 26, fontWeight: 700, letterSpacing: '-0.02em', color: 'var(--theme-text)' }}>
        Clearpath B1 <span style={{ fontWeight: 400, opacity: 0.7 }}>site editor</span>
      </span>
    </span>
  )
}
