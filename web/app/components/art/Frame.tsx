import type { ReactNode } from 'react'

/**
 * A product window (title bar, sidebar, content) drawn in SVG. Colours come from Tailwind classes on
 * the shapes, so the brand palette restyles every illustration; the whole picture is decorative.
 */
export function AppWindow({ title, children, label }: { title: string; children: ReactNode; label: string }) {
  return (
    <svg viewBox="0 0 480 340" role="img" aria-label={label} className="h-auto w-full drop-shadow-2xl">
      <rect x="0" y="0" width="480" height="340" rx="18" className="fill-white" />
      <rect x="0" y="0" width="480" height="34" rx="18" className="fill-slate-100" />
      <rect x="0" y="18" width="480" height="16" className="fill-slate-100" />
      <circle cx="20" cy="17" r="5" className="fill-rose-400" />
      <circle cx="37" cy="17" r="5" className="fill-amber-400" />
      <circle cx="54" cy="17" r="5" className="fill-emerald-400" />
      <text x="240" y="22" textAnchor="middle" className="fill-slate-500 text-[11px] font-semibold">
        {title}
      </text>
      <path d="M0 34 H92 V340 H18 A18 18 0 0 1 0 322 Z" className="fill-ink-950" />
      <rect x="16" y="52" width="28" height="8" rx="4" className="fill-brand-500" />
      {[76, 98, 120, 142, 164].map((y, i) => (
        <rect key={y} x="16" y={y} width={i === 1 ? 60 : 48} height="7" rx="3.5" className="fill-white/25" />
      ))}
      <g transform="translate(108 50)">{children}</g>
    </svg>
  )
}

/** A rounded card on the window's canvas. */
export const Card = ({
  x,
  y,
  w,
  h,
  tone = 'fill-slate-50',
}: {
  x: number
  y: number
  w: number
  h: number
  tone?: string
}) => <rect x={x} y={y} width={w} height={h} rx="10" className={tone} />

/** A line of placeholder text. */
export const Line = ({ x, y, w, tone = 'fill-slate-200' }: { x: number; y: number; w: number; tone?: string }) => (
  <rect x={x} y={y} width={w} height="7" rx="3.5" className={tone} />
)
