import { PageIntro } from '~/components/PageIntro'

export const meta = () => [{ title: 'Blog | Clearpath B1' }]

export default function Route() {
  return <PageIntro title="Blog" />
}
