import { redirect } from 'react-router'

// /portal (and /portal/) goes to the dashboard, on the server too: the dashboard's own check sends a
// visitor without a session on to the sign-in page.
export const loader = () => redirect('/portal/dashboard')
export const clientLoader = () => redirect('/portal/dashboard')
