import { PageIntro } from '~/components/PageIntro'

export const meta = () => [{ title: 'Contact us | Clearpath B1' }]

export default function Route() {
  return <PageIntro title="Contact us" />
}
