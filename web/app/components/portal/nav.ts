import { FileText, HelpCircle, Inbox, KeyRound, LayoutDashboard, Rocket, Users, type LucideIcon } from 'lucide-react'

export type NavItem = { label: string; to: string; icon: LucideIcon; adminOnly: boolean }

/** The sidebar of SPEC §2, in its order; admin items are hidden from plain users. */
export const PORTAL_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/portal/dashboard', icon: LayoutDashboard, adminOnly: false },
  { label: 'Inbound Leads', to: '/portal/admin/leads', icon: Inbox, adminOnly: true },
  { label: 'User Management', to: '/portal/admin/users', icon: Users, adminOnly: true },
  { label: 'Access Requests', to: '/portal/admin/access-requests', icon: KeyRound, adminOnly: true },
  { label: 'Blog Management', to: '/portal/admin/blog', icon: FileText, adminOnly: true },
  { label: 'Landing Pages', to: '/portal/admin/landing-pages', icon: Rocket, adminOnly: true },
  { label: 'FAQ Management', to: '/portal/admin/faqs', icon: HelpCircle, adminOnly: true },
]

export const navFor = (isAdmin: boolean) => PORTAL_NAV.filter((item) => isAdmin || !item.adminOnly)

export const SIDEBAR_WIDTH = { collapsed: 80, open: 280 } as const
export const SIDEBAR_STORAGE_KEY = 'clearpath.portal.sidebar-collapsed'
