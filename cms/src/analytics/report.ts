import type { Payload } from 'payload'

import { londonDay } from '../lib/domain/office-hours'

export const REPORT_RANGES = [7, 30, 90] as const
export type ReportRange = (typeof REPORT_RANGES)[number]

/** The admin's `?range=` choice, 30 days unless it names another offered range. */
export const reportRange = (value: unknown): ReportRange =>
  REPORT_RANGES.find((days) => String(days) === String(value)) ?? 30

export type PerformanceRow = { name: string; views: number; enquiries: number; conversion: number | null }
export type Performance = {
  days: number
  pages: PerformanceRow[]
  campaigns: PerformanceRow[]
  daily: { day: string; views: number }[]
}

type ViewRow = { day: string; path: string; campaign?: string | null; views?: number | null }
type LeadRow = { attribution?: { landing_page?: string | null; utm_campaign?: string | null } | null }

const DAY_MS = 24 * 60 * 60 * 1000

/** The path of an enquiry's first page, without its query (where the campaign tags were). */
export const entryPath = (landingPage: string | null | undefined): string | null => {
  const path = (landingPage ?? '').split(/[?#]/)[0]
  return path.startsWith('/') ? path : null
}

function rows(views: Map<string, number>, enquiries: Map<string, number>, limit: number): PerformanceRow[] {
  const names = new Set([...views.keys(), ...enquiries.keys()])
  return [...names]
    .map((name) => {
      const seen = views.get(name) ?? 0
      const sent = enquiries.get(name) ?? 0
      return { name, views: seen, enquiries: sent, conversion: seen ? sent / seen : null }
    })
    .sort((a, b) => b.views - a.views || b.enquiries - a.enquiries || a.name.localeCompare(b.name))
    .slice(0, limit)
}

const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n)

/**
 * Views, enquiries and conversion per page and per campaign over the last `days` UK days. An
 * enquiry counts for the first page of its visit and for its campaign tag.
 */
export function summarise(viewRows: ViewRow[], leads: LeadRow[], days: number, now: Date, limit = 10): Performance {
  const daily = Array.from({ length: days }, (_, i) => ({
    day: londonDay(new Date(now.getTime() - (days - 1 - i) * DAY_MS)),
    views: 0,
  }))
  const byDay = new Map(daily.map((d) => [d.day, d]))
  const pageViews = new Map<string, number>()
  const campaignViews = new Map<string, number>()
  for (const row of viewRows) {
    const n = row.views ?? 0
    add(pageViews, row.path, n)
    if (row.campaign) add(campaignViews, row.campaign, n)
    const day = byDay.get(row.day)
    if (day) day.views += n
  }
  const pageEnquiries = new Map<string, number>()
  const campaignEnquiries = new Map<string, number>()
  for (const lead of leads) {
    const path = entryPath(lead.attribution?.landing_page)
    if (path) add(pageEnquiries, path, 1)
    if (lead.attribution?.utm_campaign) add(campaignEnquiries, lead.attribution.utm_campaign, 1)
  }
  return {
    days,
    pages: rows(pageViews, pageEnquiries, limit),
    campaigns: rows(campaignViews, campaignEnquiries, limit),
    daily,
  }
}

/** The report behind the admin home's page performance, read from the counted views and the leads. */
export async function pagePerformance(payload: Payload, days: number, now = new Date()): Promise<Performance> {
  const since = new Date(now.getTime() - (days - 1) * DAY_MS)
  const [views, leads] = await Promise.all([
    payload.find({
      collection: 'page-views',
      where: { day: { greater_than_equal: londonDay(since) } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { day: true, path: true, campaign: true, views: true },
    }),
    payload.find({
      collection: 'leads',
      where: { createdAt: { greater_than_equal: `${londonDay(since)}T00:00:00.000Z` } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { attribution: true },
    }),
  ])
  return summarise(views.docs as ViewRow[], leads.docs as LeadRow[], days, now)
}
