import { ArrowDown } from 'lucide-react'

import { buttonClasses } from '~/components/ui/button'

/** Scrolls one viewport down, as the home page's "Start Your Journey" promises. */
function scrollOneViewport() {
  window.scrollBy({ top: window.innerHeight, behavior: 'smooth' })
}

export function ScrollDownButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={scrollOneViewport}
      className={buttonClasses('primary', 'lg', 'bg-brand-500 shadow-lg shadow-brand-500/30 hover:bg-brand-600')}
    >
      {label}
      <ArrowDown aria-hidden className="size-4" />
    </button>
  )
}
