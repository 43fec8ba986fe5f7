import { redirect } from 'react-router'

/** /portal/leads, the address people guess, goes to the lead desk with its filters (?status=new). */
const toDesk = ({ request }: { request: Request }) => redirect(`/portal/admin/leads${new URL(request.url).search}`)

export const loader = toDesk
export const clientLoader = toDesk
