import type { CostBlock } from '@b1/cms/shared/payload-types'

/**
 * The cloud-hosting cost comparison, worked out from stated assumptions so every figure on the page
 * can be checked: a 25-user business over three years, prices excluding VAT.
 */
export const HOSTING_ASSUMPTIONS = {
  users: 25,
  months: 36,
  serverPrice: 12_000,
  serverLifeYears: 4,
  licencesPerYear: 2_000,
  backupPerMonth: 125,
  itDaysPerMonth: 1,
  itDayRate: 300,
  powerPerMonth: 50,
  cloudPerUserMonth: 22,
} as const

const gbp = (value: number) => `£${Math.round(value).toLocaleString('en-GB')}`

export function hostingCosts(a = HOSTING_ASSUMPTIONS) {
  const years = a.months / 12
  const own = {
    hardware: (a.serverPrice * years) / a.serverLifeYears,
    licences: a.licencesPerYear * years,
    backups: a.backupPerMonth * a.months,
    itTime: a.itDaysPerMonth * a.itDayRate * a.months,
    power: a.powerPerMonth * a.months,
  }
  const ownTotal = Object.values(own).reduce((sum, value) => sum + value, 0)
  const cloudTotal = a.cloudPerUserMonth * a.users * a.months
  const saving = ownTotal - cloudTotal
  return { own, ownTotal, cloudTotal, saving, savingPercent: Math.round((saving / ownTotal) * 100) }
}

export function costComparison(): CostBlock {
  const a = HOSTING_ASSUMPTIONS
  const c = hostingCosts(a)
  return {
    blockType: 'cost',
    eyebrow: 'Cost',
    heading: 'What hosting on AWS really saves',
    intro: `A typical ${a.users}-user business compared over three years, excluding VAT. Your own figures will differ; we will work them out with you.`,
    before_label: 'Own servers',
    after_label: 'Clearpath Cloud',
    theme: 'muted',
    rows: [
      { item: 'Server hardware', before: gbp(c.own.hardware), after: 'Included' },
      { item: 'Database and OS licences', before: gbp(c.own.licences), after: 'Included' },
      { item: 'Backups and disaster recovery', before: gbp(c.own.backups), after: 'Included' },
      { item: 'Patching, upgrades and monitoring', before: gbp(c.own.itTime), after: 'Included, 24x7' },
      { item: 'Power, cooling and space', before: gbp(c.own.power), after: 'Included' },
      { item: 'Hosting fee', before: '£0', after: gbp(c.cloudTotal) },
      { item: 'Total over three years', before: gbp(c.ownTotal), after: gbp(c.cloudTotal) },
    ],
    highlight_value: gbp(c.saving),
    highlight_label: `saved over three years (${c.savingPercent}%), in line with the up to 40% lower IT costs our customers see`,
    assumptions: [
      `Assumptions: a ${gbp(a.serverPrice)} server written off over ${a.serverLifeYears} years (3 years counted);`,
      `database and OS licences at ${gbp(a.licencesPerYear)} a year; backup software and off-site copies at ${gbp(a.backupPerMonth)} a month;`,
      `${a.itDaysPerMonth} day of IT time a month at ${gbp(a.itDayRate)} a day; power, cooling and space at ${gbp(a.powerPerMonth)} a month;`,
      `Clearpath Cloud at ${gbp(a.cloudPerUserMonth)} per user per month for ${a.users} users over ${a.months} months.`,
    ].join(' '),
  }
}
