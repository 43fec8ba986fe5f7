/**
 * Columns for a row of cards that balance whatever their number: up to four cards sit on one row;
 * more use three or four columns, whichever leaves the fuller last row (ties go to three). A short last
 * row is centred, so one or two cards never hang on the left of an empty grid.
 */
export function balancedColumns(count: number, max: 2 | 3 | 4 = 4): 1 | 2 | 3 | 4 {
  if (count <= 1) return 1
  if (max === 2) return 2
  if (count <= max) return count as 2 | 3 | 4
  if (max === 3) return count === 4 ? 2 : 3
  const left = (cols: number) => count % cols || cols
  return left(4) > left(3) ? 4 : 3
}

// Whole class names, so Tailwind finds them; widths leave room for the 1.5 rem gaps.
const ITEM_WIDTH: Record<1 | 2 | 3 | 4, string> = {
  1: 'w-full max-w-xl',
  2: 'w-full sm:w-[calc((100%-1.5rem)/2)]',
  3: 'w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  4: 'w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]',
}

/** Classes for the list and for each card of a balanced grid of `count` cards. */
export function balancedGrid(count: number, max: 2 | 3 | 4 = 4) {
  const columns = balancedColumns(count, max)
  return { columns, list: 'flex flex-wrap justify-center gap-6', item: ITEM_WIDTH[columns] }
}
