/** The site's tick mark (web/public/favicon.svg), drawn inline so the admin needs no extra request. */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#1a5fe0" />
      <path
        d="M9 17l5 5 9-11"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
