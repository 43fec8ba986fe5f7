import { BrandMark } from './BrandMark'

/** The admin's home icon: drawn at the 18 px Payload gives it, so it is not clipped. */
export function Icon() {
  return <BrandMark size={18} />
}
