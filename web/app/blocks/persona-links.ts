type PersonaLike = { path: string }

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** Every persona but the one whose page this is. */
export const otherPersonas = <T extends PersonaLike>(items: readonly T[], currentPath: string): T[] =>
  items.filter((item) => trimSlash(item.path) !== trimSlash(currentPath))
