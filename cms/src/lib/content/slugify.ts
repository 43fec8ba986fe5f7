/** URL slug from a title: lower case ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
}

/** The first of `base`, `base-2`, `base-3`, … for which `taken` answers false. */
export async function uniqueSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  const root = base || 'post'
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`
    if (!(await taken(candidate))) return candidate
  }
}
