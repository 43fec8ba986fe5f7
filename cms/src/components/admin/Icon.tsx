import { BrandMark } from './BrandMark'

/** The admin navigation's icon. */
export function Icon() {
  return <BrandMark size={28} />
}
