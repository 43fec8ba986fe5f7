/** The content calendar and the live site, below the collections in the admin's side menu. */
export function CalendarNavLink() {
  return (
    <div style={{ display: 'grid', gap: 4, marginTop: 16 }}>
      <a className="nav__link" href="/admin/calendar">
        <span className="nav__link-label">Content calendar</span>
      </a>
      <a className="nav__link" href="/" target="_blank" rel="noreferrer">
        <span className="nav__link-label">View site</span>
      </a>
    </div>
  )
}
