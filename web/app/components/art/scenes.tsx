import { Card, Line } from './Frame'

/** Land on a coarse world map: [row, first column, last column], 10 px a cell (7.5° by 9°). */
const LAND: ReadonlyArray<readonly [number, number, number]> = [
  [1, 8, 14],
  [1, 16, 21],
  [1, 36, 44],
  [2, 2, 15],
  [2, 16, 20],
  [2, 26, 46],
  [3, 3, 15],
  [3, 18, 19],
  [3, 23, 23],
  [3, 25, 46],
  [4, 5, 15],
  [4, 23, 44],
  [5, 6, 14],
  [5, 23, 43],
  [5, 46, 46],
  [6, 7, 13],
  [6, 22, 42],
  [6, 45, 45],
  [7, 8, 11],
  [7, 22, 31],
  [7, 33, 40],
  [8, 10, 12],
  [8, 22, 30],
  [8, 33, 34],
  [8, 37, 39],
  [9, 14, 18],
  [9, 24, 30],
  [9, 37, 40],
  [10, 13, 19],
  [10, 25, 30],
  [10, 37, 43],
  [11, 13, 19],
  [11, 25, 30],
  [11, 40, 43],
  [12, 14, 18],
  [12, 25, 29],
  [12, 31, 31],
  [12, 39, 44],
  [13, 14, 17],
  [13, 26, 28],
  [13, 39, 44],
  [14, 14, 16],
  [14, 46, 46],
  [15, 14, 15],
]

const REGIONS = [
  { code: 'eu-west-1', x: 232, y: 41, dx: -6, anchor: 'end' },
  { code: 'eu-central-1', x: 252, y: 45, dx: 8, anchor: 'start' },
  { code: 'ca-central-1', x: 134, y: 50, dx: -8, anchor: 'end' },
  { code: 'us-east-1', x: 138, y: 58, dx: -8, anchor: 'end' },
] as const

/** Four AWS regions (Dublin, Frankfurt, Toronto, N. Virginia) on a dotted world map. */
export function RegionsMap() {
  return (
    <svg
      viewBox="0 0 480 170"
      role="img"
      aria-label="Illustration: hosting regions in Ireland, Germany, Canada and the US East"
      className="h-auto w-full"
    >
      {LAND.flatMap(([row, from, to]) =>
        Array.from({ length: to - from + 1 }, (_, i) => (
          <circle
            key={`${row}-${from + i}`}
            cx={(from + i) * 10 + 5}
            cy={row * 10 + 5}
            r="3"
            className="fill-brand-200/70"
          />
        )),
      )}
      {/* The codes are too small to read on a phone, where the region cards below name them. */}
      {REGIONS.map((r) => (
        <g key={r.code}>
          <circle cx={r.x} cy={r.y} r="9" className="fill-teal-400/30" />
          <circle cx={r.x} cy={r.y} r="4.5" className="fill-teal-400 stroke-white" strokeWidth="1.5" />
          <text
            x={r.x + r.dx}
            y={r.y + (r.code === 'us-east-1' ? 10 : -6)}
            textAnchor={r.anchor}
            className="fill-current text-[9px] font-semibold max-sm:hidden"
          >
            {r.code}
          </text>
        </g>
      ))}
    </svg>
  )
}

const STEPS = ['Discovery', 'Design', 'Delivery', 'Support']

/** Three people and the four-step path they walk with a customer. */
export function PeopleProcess() {
  return (
    <svg
      viewBox="0 0 480 340"
      role="img"
      aria-label="Illustration: our consultants guiding a project from discovery to support"
      className="h-auto w-full"
    >
      <rect x="0" y="0" width="480" height="340" rx="24" className="fill-white/5" />
      {[
        [110, 'fill-brand-400', 'fill-brand-600'],
        [200, 'fill-amber-300', 'fill-teal-500'],
        [290, 'fill-brand-200', 'fill-brand-500'],
      ].map(([x, head, body]) => (
        <g key={x as number}>
          <circle cx={x as number} cy={92} r="26" className={head as string} />
          <path d={`M${(x as number) - 46} 178 a46 46 0 0 1 92 0 z`} className={body as string} />
        </g>
      ))}
      <rect x="372" y="60" width="84" height="62" rx="12" className="fill-white" />
      <Line x={386} y={76} w={56} tone="fill-brand-200" />
      <Line x={386} y={92} w={40} />
      <path
        d="M386 108 l8 -6 l8 4 l10 -10 l12 -4"
        className="fill-none stroke-teal-500"
        strokeWidth="3"
        strokeLinecap="round"
      />
      {STEPS.map((step, i) => {
        const x = 24 + i * 114
        return (
          <g key={step}>
            <rect
              x={x}
              y={222}
              width="96"
              height="70"
              rx="14"
              className={i === 2 ? 'fill-brand-500' : 'fill-current opacity-10'}
            />
            <circle cx={x + 20} cy={244} r="10" className={i === 2 ? 'fill-white' : 'fill-teal-400'} />
            <text
              x={x + 20}
              y={248}
              textAnchor="middle"
              className={`${i === 2 ? 'fill-brand-700' : 'fill-ink-950'} text-[11px] font-bold`}
            >
              {i + 1}
            </text>
            {/* The current colour: white in a dark hero, ink on a light section panel. */}
            <text x={x + 12} y={276} className={`${i === 2 ? 'fill-white' : 'fill-current'} text-[12px] font-semibold`}>
              {step}
            </text>
            {i < 3 && (
              <path
                d={`M${x + 98} 257 h12`}
                className="stroke-current opacity-40"
                strokeWidth="3"
                strokeLinecap="round"
              />
            )}
          </g>
        )
      })}
    </svg>
  )
}

/** A laptop and a phone running an extension, for the product pages. */
export function DeviceFrames() {
  return (
    <svg
      viewBox="0 0 480 340"
      role="img"
      aria-label="Illustration: an extension running on a laptop and a phone"
      className="h-auto w-full drop-shadow-2xl"
    >
      <rect x="40" y="30" width="360" height="230" rx="16" className="fill-ink-800" />
      <rect x="54" y="44" width="332" height="202" rx="6" className="fill-white" />
      <rect x="54" y="44" width="332" height="26" rx="6" className="fill-brand-600" />
      <Line x={66} y={54} w={70} tone="fill-white/70" />
      <Card x={66} y={82} w={150} h={70} tone="fill-brand-50" />
      <Card x={224} y={82} w={150} h={70} tone="fill-slate-50" />
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={80 + i * 32}
          y={138 - [30, 44, 24, 50][i]}
          width="18"
          height={[30, 44, 24, 50][i]}
          rx="4"
          className="fill-brand-400"
        />
      ))}
      <path
        d="M236 136 l26 -18 l24 8 l26 -24 l30 -6"
        className="fill-none stroke-teal-500"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <Line x={66} y={168 + i * 22} w={200} />
          <Line x={318} y={168 + i * 22} w={54} tone="fill-brand-200" />
        </g>
      ))}
      <path d="M10 262 h420 l-24 22 h-372 z" className="fill-slate-300" />
      <rect x="356" y="120" width="104" height="196" rx="18" className="fill-ink-950" />
      <rect x="364" y="134" width="88" height="168" rx="10" className="fill-white" />
      <rect x="390" y="126" width="36" height="4" rx="2" className="fill-white/30" />
      <Card x={372} y={144} w={72} h={40} tone="fill-teal-500" />
      <Line x={380} y={154} w={40} tone="fill-white/80" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x="372" y={194 + i * 26} width="72" height="20" rx="6" className="fill-slate-100" />
          <circle cx={384} cy={204 + i * 26} r="5" className="fill-brand-400" />
        </g>
      ))}
    </svg>
  )
}

/** Prepaid hour bundles stacked like cards, for the service-hours pages. */
export function PricingCards() {
  return (
    <svg
      viewBox="0 0 480 340"
      role="img"
      aria-label="Illustration: service-hour bundles of 25, 50, 100 and 200 hours"
      className="h-auto w-full drop-shadow-2xl"
    >
      {[200, 100, 50, 25].map((hours, i) => {
        const x = 170 - i * 40
        const y = 20 + i * 36
        return (
          <g key={hours}>
            <rect x={x} y={y} width="250" height="200" rx="20" className={i === 2 ? 'fill-brand-600' : 'fill-white'} />
            <text x={x + 24} y={y + 46} className={`${i === 2 ? 'fill-white' : 'fill-ink-950'} text-[30px] font-bold`}>
              {hours}
            </text>
            <text
              x={x + 24}
              y={y + 68}
              className={`${i === 2 ? 'fill-brand-100' : 'fill-slate-500'} text-[12px] font-semibold`}
            >
              hours
            </text>
          </g>
        )
      })}
      <circle cx="392" cy="262" r="52" className="fill-teal-500" />
      <circle cx="392" cy="262" r="40" className="fill-white" />
      <path d="M392 236 v26 l18 12" className="fill-none stroke-ink-950" strokeWidth="5" strokeLinecap="round" />
    </svg>
  )
}

/** An article page, for the blog, FAQs and legal pages. */
export function ArticlePage() {
  return (
    <svg
      viewBox="0 0 480 340"
      role="img"
      aria-label="Illustration: an article with headings and a chart"
      className="h-auto w-full drop-shadow-2xl"
    >
      <rect x="70" y="10" width="300" height="320" rx="18" className="fill-white" />
      <rect x="94" y="36" width="120" height="10" rx="5" className="fill-brand-500" />
      <rect x="94" y="58" width="220" height="14" rx="7" className="fill-ink-950" />
      <rect x="94" y="80" width="170" height="14" rx="7" className="fill-ink-950" />
      <rect x="94" y="110" width="252" height="96" rx="12" className="fill-brand-50" />
      <path
        d="M110 188 l40 -30 l34 14 l46 -40 l38 18 l54 -34"
        className="fill-none stroke-brand-500"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {[222, 240, 258, 276, 294].map((y, i) => (
        <Line key={y} x={94} y={y} w={[250, 230, 244, 180, 120][i]} />
      ))}
      <rect x="300" y="190" width="150" height="110" rx="16" className="fill-teal-500" />
      <path
        d="M330 226 h90 M330 246 h70 M330 266 h80"
        className="stroke-white/80"
        strokeWidth="7"
        strokeLinecap="round"
      />
    </svg>
  )
}
