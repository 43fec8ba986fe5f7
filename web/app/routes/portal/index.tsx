import { redirect } from 'react-router'

export const clientLoader = () => redirect('/portal/dashboard')
