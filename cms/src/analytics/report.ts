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
  /** Every enquiry made in the range: those in the page rows plus `uncounted`. */
  enquiries: number
  /** Enquiries from visits the views did not count: no first page known, or more than its counted views. */
  uncounted: number
  pages: PerformanceRow[]
  campaigns: PerformanceRow[]
  daily: { day: string; views: number }[]
}

type ViewRow = { day: string; path: string; campaign?: string | null; views?: number | null }
type LeadRow = {
  attribution?: { landing_page?: string | null; utm_campaign?: string | null } | null
  createdAt?: string
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The path of an enquiry's first page, without its query (where the campaign tags were). */
export const entryPath = (landingPage: string | null | undefined): string | null => {
  const path = (landingPage ?? '').split(/[?#]/)[0]
  return path.startsWith('/') ? path : null
}

/** The one definition of conversion: enquiries from counted visits over counted views. */
export const conversion = (enquiries: number, views: number): number | null => (views ? enquiries / views : null)

/**
 * Of `sent` enquiries whose visits began on a page (or came from a campaign) with `views` counted
 * views, those from counted visits. A visit that was not counted (Do Not Track, no JavaScript, a view
 * lost) still sends its enquiry, so more than the views are never credited: a rate stays within 100%.
 */
const countedOf = (sent: number, views: number) => Math.min(sent, views)

/**
 * One row per page or campaign, busiest first; past `limit` the rest are one "Other …" row, so the
 * rows add up to every counted enquiry. `uncounted`: the enquiries beyond each row's views.
 */
function rows(
  views: Map<string, number>,
  enquiries: Map<string, number>,
  limit: number,
  other: string,
): { rows: PerformanceRow[]; uncounted: number } {
  const names = new Set([...views.keys(), ...enquiries.keys()])
  let uncounted = 0
  const all = [...names]
    .map((name) => {
      const seen = views.get(name) ?? 0
      const sent = enquiries.get(name) ?? 0
      const counted = countedOf(sent, seen)
      uncounted += sent - counted
      return { name, views: seen, enquiries: counted, conversion: conversion(counted, seen) }
    })
    // A page no counted view reached has nothing to show but its uncounted enquiries.
    .filter((row) => row.views > 0)
    .sort((a, b) => b.views - a.views || b.enquiries - a.enquiries || a.name.localeCompare(b.name))
  if (all.length <= limit) return { rows: all, uncounted }
  const rest = all.slice(limit)
  const restViews = rest.reduce((sum, row) => sum + row.views, 0)
  const restEnquiries = rest.reduce((sum, row) => sum + row.enquiries, 0)
  const otherRow = {
    name: `${other} (${rest.length})`,
    views: restViews,
    enquiries: restEnquiries,
    conversion: conversion(restEnquiries, restViews),
  }
  return { rows: [...all.slice(0, limit), otherRow], uncounted }
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
  let noFirstPage = 0
  for (const lead of leads) {
    const path = entryPath(lead.attribution?.landing_page)
    if (path) add(pageEnquiries, path, 1)
    else noFirstPage++
    if (lead.attribution?.utm_campaign) add(campaignEnquiries, lead.attribution.utm_campaign, 1)
  }
  const pages = rows(pageViews, pageEnquiries, limit, 'Other pages')
  return {
    days,
    enquiries: leads.length,
    uncounted: pages.uncounted + noFirstPage,
    pages: pages.rows,
    campaigns: rows(campaignViews, campaignEnquiries, limit, 'Other campaigns').rows,
    daily,
  }
}

/**
 * The report behind the admin home's page performance, read from the counted views and the leads;
 * the home's "enquiries in the last 7 days" is this report's `enquiries` over 7 days.
 */
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

export type RangeFigures = {
  days: ReportRange
  views: number
  /** From counted visits, at most `views`. */
  enquiries: number
  uncounted: number
  conversion: number | null
}
export type DocumentPerformance = { ranges: RangeFigures[]; daily: { day: string; views: number }[] }

const LONGEST = REPORT_RANGES[REPORT_RANGES.length - 1]

/**
 * One page's views, enquiries (those whose visit began on it) and conversion over each offered
 * range, and its daily views over the longest. `viewRows` and `leads` may hold other pages and
 * older days: only this path's, within each range, count.
 */
export function documentFigures(viewRows: ViewRow[], leads: LeadRow[], path: string, now: Date): DocumentPerformance {
  const { daily } = summarise(
    viewRows.filter((row) => row.path === path),
    [],
    LONGEST,
    now,
  )
  const enquiryDays = leads
    .filter((lead) => entryPath(lead.attribution?.landing_page) === path && lead.createdAt)
    .map((lead) => londonDay(new Date(lead.createdAt!)))
  const ranges = REPORT_RANGES.map((days) => {
    const from = daily[daily.length - days].day
    const views = daily.slice(-days).reduce((sum, d) => sum + d.views, 0)
    const sent = enquiryDays.filter((day) => day >= from).length
    const enquiries = countedOf(sent, views)
    return { days, views, enquiries, uncounted: sent - enquiries, conversion: conversion(enquiries, views) }
  })
  return { ranges, daily }
}

/** The figures behind a page's, article's or landing page's performance panel in the admin. */
export async function documentPerformance(
  payload: Payload,
  path: string,
  now = new Date(),
): Promise<DocumentPerformance> {
  const since = londonDay(new Date(now.getTime() - (LONGEST - 1) * DAY_MS))
  const [views, leads] = await Promise.all([
    payload.find({
      collection: 'page-views',
      where: { and: [{ path: { equals: path } }, { day: { greater_than_equal: since } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { day: true, path: true, views: true },
    }),
    payload.find({
      collection: 'leads',
      // A first guess the database can answer; entryPath then keeps exactly this page's.
      where: {
        and: [
          { createdAt: { greater_than_equal: `${since}T00:00:00.000Z` } },
          { 'attribution.landing_page': { like: path } },
        ],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { attribution: true, createdAt: true },
    }),
  ])
  return documentFigures(views.docs as ViewRow[], leads.docs as LeadRow[], path, now)
}
