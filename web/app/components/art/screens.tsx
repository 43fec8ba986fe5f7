import { AppWindow, Card, Line } from './Frame'

/** Content area of every screen: 356 × 270 from the window's canvas origin. */

export function AnalyticsScreen() {
  const bars = [42, 64, 50, 82, 70, 96, 88]
  return (
    <AppWindow title="Dashboard" label="Illustration: an SAP Business One analytics dashboard">
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <Card x={i * 120} y={0} w={108} h={58} />
          <Line x={i * 120 + 12} y={12} w={50} />
          <text x={i * 120 + 12} y={44} className="fill-ink-950 text-[18px] font-bold">
            {['£1.2m', '+18%', '34 d'][i]}
          </text>
        </g>
      ))}
      <Card x={0} y={70} w={220} h={200} />
      <Line x={14} y={84} w={80} />
      {bars.map((h, i) => (
        <rect
          key={i}
          x={18 + i * 28}
          y={250 - h * 1.3}
          width="16"
          height={h * 1.3}
          rx="4"
          className={i === 5 ? 'fill-brand-600' : 'fill-brand-200'}
        />
      ))}
      <Card x={232} y={70} w={124} h={200} />
      <circle cx="294" cy="150" r="42" className="fill-none stroke-brand-100" strokeWidth="16" />
      <circle
        cx="294"
        cy="150"
        r="42"
        className="fill-none stroke-brand-600"
        strokeWidth="16"
        strokeDasharray="170 264"
        transform="rotate(-90 294 150)"
      />
      <circle
        cx="294"
        cy="150"
        r="42"
        className="fill-none stroke-teal-400"
        strokeWidth="16"
        strokeDasharray="50 264"
        strokeDashoffset="-170"
        transform="rotate(-90 294 150)"
      />
      <Line x={250} y={218} w={88} />
      <Line x={250} y={234} w={60} />
    </AppWindow>
  )
}

export function FinanceScreen() {
  const rows = ['Sales ledger', 'Purchase ledger', 'Bank', 'VAT control', 'Fixed assets']
  return (
    <AppWindow title="Finance" label="Illustration: a general ledger with a VAT return ready to submit">
      <Card x={0} y={0} w={226} h={270} />
      <Line x={14} y={14} w={90} tone="fill-slate-300" />
      {rows.map((_, i) => (
        <g key={i}>
          <rect
            x={14}
            y={36 + i * 44}
            width="198"
            height="34"
            rx="6"
            className={i % 2 ? 'fill-white' : 'fill-brand-50'}
          />
          <Line x={24} y={50 + i * 44} w={70} />
          <Line x={160} y={50 + i * 44} w={40} tone={i === 2 ? 'fill-teal-400' : 'fill-slate-300'} />
        </g>
      ))}
      <Card x={238} y={0} w={118} h={150} tone="fill-brand-600" />
      <text x={252} y={28} className="fill-white text-[11px] font-semibold">
        VAT return
      </text>
      <text x={252} y={64} className="fill-white text-[22px] font-bold">
        MTD
      </text>
      <rect x={252} y={106} width="90" height="26" rx="13" className="fill-white" />
      <text x={297} y={123} textAnchor="middle" className="fill-brand-700 text-[10px] font-bold">
        Submit
      </text>
      <Card x={238} y={162} w={118} h={108} />
      <path
        d="M252 246 L276 226 L298 234 L322 204 L342 192"
        className="fill-none stroke-teal-500"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Line x={252} y={176} w={60} />
    </AppWindow>
  )
}

export function InventoryScreen() {
  const levels = [0.9, 0.6, 0.3, 0.75, 0.5, 0.95, 0.4, 0.65, 0.2, 0.8, 0.55, 0.7]
  return (
    <AppWindow title="Warehouses" label="Illustration: stock levels across warehouse bin locations">
      <Card x={0} y={0} w={356} h={46} />
      {['Manchester', 'Leeds', 'Dublin'].map((_, i) => (
        <rect
          key={i}
          x={12 + i * 92}
          y={12}
          width="82"
          height="22"
          rx="11"
          className={i === 0 ? 'fill-brand-600' : 'fill-slate-200'}
        />
      ))}
      {levels.map((level, i) => {
        const x = (i % 4) * 90
        const y = 60 + Math.floor(i / 4) * 70
        return (
          <g key={i}>
            <Card x={x} y={y} w={80} h={60} />
            <Line x={x + 10} y={y + 10} w={36} />
            <rect x={x + 10} y={y + 36} width="60" height="10" rx="5" className="fill-slate-200" />
            <rect
              x={x + 10}
              y={y + 36}
              width={60 * level}
              height="10"
              rx="5"
              className={level < 0.35 ? 'fill-amber-400' : 'fill-teal-500'}
            />
          </g>
        )
      })}
    </AppWindow>
  )
}

export function ProductionScreen() {
  const jobs = [
    [0, 120, 'fill-brand-600'],
    [60, 150, 'fill-teal-500'],
    [130, 110, 'fill-brand-400'],
    [20, 90, 'fill-amber-400'],
    [150, 140, 'fill-brand-600'],
    [90, 120, 'fill-teal-500'],
  ] as const
  return (
    <AppWindow title="Production plan" label="Illustration: production orders scheduled on a capacity plan">
      <Card x={0} y={0} w={356} h={270} />
      {[0, 1, 2, 3, 4, 5, 6].map((d) => (
        <g key={d}>
          <rect x={70 + d * 40} y={12} width="30" height="7" rx="3.5" className="fill-slate-300" />
          <rect x={70 + d * 40 - 5} y={30} width="1" height="226" className="fill-slate-200" />
        </g>
      ))}
      {jobs.map(([start, width, tone], i) => (
        <g key={i}>
          <Line x={12} y={44 + i * 36} w={44} />
          <rect x={70 + start} y={38 + i * 36} width={width} height="20" rx="6" className={tone} />
        </g>
      ))}
      <rect x={222} y={30} width="2" height="226" className="fill-rose-400" />
    </AppWindow>
  )
}

export function SalesScreen() {
  const columns = [3, 2, 3, 1]
  return (
    <AppWindow title="Sales pipeline" label="Illustration: opportunities moving from quote to order">
      {columns.map((cards, c) => (
        <g key={c}>
          <Card x={c * 90} y={0} w={82} h={270} />
          <Line x={c * 90 + 10} y={12} w={40} tone="fill-slate-300" />
          {Array.from({ length: cards }, (_, i) => (
            <g key={i}>
              <rect
                x={c * 90 + 8}
                y={32 + i * 62}
                width="66"
                height="54"
                rx="8"
                className={c === 3 ? 'fill-teal-500' : 'fill-white'}
              />
              <Line x={c * 90 + 16} y={42 + i * 62} w={44} tone={c === 3 ? 'fill-white/70' : 'fill-slate-200'} />
              <Line x={c * 90 + 16} y={58 + i * 62} w={30} tone={c === 3 ? 'fill-white/70' : 'fill-brand-200'} />
              <circle cx={c * 90 + 62} cy={74 + i * 62} r="6" className={c === 3 ? 'fill-white' : 'fill-brand-500'} />
            </g>
          ))}
        </g>
      ))}
    </AppWindow>
  )
}

export function PurchasingScreen() {
  return (
    <AppWindow title="Purchase order" label="Illustration: a purchase order matched to its receipt and invoice">
      {['Order', 'Receipt', 'Invoice'].map((label, i) => (
        <g key={label}>
          <Card x={i * 120} y={0} w={108} h={150} tone={i === 0 ? 'fill-brand-50' : 'fill-slate-50'} />
          <text x={i * 120 + 12} y={24} className="fill-ink-950 text-[12px] font-semibold">
            {label}
          </text>
          {[44, 62, 80, 98].map((y) => (
            <Line key={y} x={i * 120 + 12} y={y} w={y === 98 ? 50 : 80} />
          ))}
          <circle cx={i * 120 + 86} cy={126} r="12" className="fill-teal-500" />
          <path
            d={`M${i * 120 + 80} 126 l4 4 l8 -8`}
            className="fill-none stroke-white"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </g>
      ))}
      <Card x={0} y={166} w={356} h={104} />
      <Line x={14} y={180} w={110} tone="fill-slate-300" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <Line x={14} y={204 + i * 20} w={150} />
          <Line x={290} y={204 + i * 20} w={50} tone={i === 2 ? 'fill-brand-500' : 'fill-slate-300'} />
        </g>
      ))}
    </AppWindow>
  )
}

export function ProjectsScreen() {
  const stages = [1, 1, 0.6, 0.2, 0]
  return (
    <AppWindow title="Projects" label="Illustration: project stages, timesheets and budget against actual">
      <Card x={0} y={0} w={356} h={120} />
      {stages.map((done, i) => (
        <g key={i}>
          <Line x={14} y={16 + i * 20} w={70} />
          <rect x={100} y={14 + i * 20} width="240" height="11" rx="5.5" className="fill-slate-200" />
          <rect x={100} y={14 + i * 20} width={240 * done} height="11" rx="5.5" className="fill-brand-500" />
        </g>
      ))}
      <Card x={0} y={132} w={172} h={138} />
      {[0, 1, 2, 3, 4].map((d) => (
        <rect
          key={d}
          x={14 + d * 30}
          y={250 - [50, 80, 64, 90, 40][d]}
          width="18"
          height={[50, 80, 64, 90, 40][d]}
          rx="4"
          className="fill-teal-400"
        />
      ))}
      <Card x={184} y={132} w={172} h={138} />
      <text x={198} y={160} className="fill-slate-500 text-[11px] font-semibold">
        Margin
      </text>
      <text x={198} y={200} className="fill-ink-950 text-[28px] font-bold">
        32%
      </text>
      <Line x={198} y={224} w={120} tone="fill-brand-200" />
      <Line x={198} y={242} w={86} />
    </AppWindow>
  )
}

export function AdministrationScreen() {
  return (
    <AppWindow title="Authorisations" label="Illustration: user roles and approval settings">
      <Card x={0} y={0} w={356} h={270} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <g key={i}>
          <circle cx={26} cy={28 + i * 40} r="12" className={i % 2 ? 'fill-teal-400' : 'fill-brand-300'} />
          <Line x={48} y={22 + i * 40} w={90} tone="fill-slate-300" />
          <Line x={48} y={34 + i * 40} w={60} />
          {[0, 1, 2].map((t) => {
            const on = (i + t) % 3 !== 0
            return (
              <g key={t}>
                <rect
                  x={206 + t * 50}
                  y={20 + i * 40}
                  width="34"
                  height="18"
                  rx="9"
                  className={on ? 'fill-brand-600' : 'fill-slate-300'}
                />
                <circle cx={on ? 231 + t * 50 : 215 + t * 50} cy={29 + i * 40} r="6" className="fill-white" />
              </g>
            )
          })}
        </g>
      ))}
    </AppWindow>
  )
}
