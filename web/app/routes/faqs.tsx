import { PageIntro } from '~/components/PageIntro'

export const meta = () => [{ title: 'Frequently Asked Questions | Clearpath B1' }]

export default function Route() {
  return <PageIntro title="Frequently Asked Questions" />
}
