import { PageIntro } from '~/components/PageIntro'

export const meta = () => [{ title: 'Service Hours | Clearpath B1' }]

export default function Route() {
  return <PageIntro title="Service Hours" />
}
