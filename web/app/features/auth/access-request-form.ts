/** The form's name in its post (lib/public-form.ts), and the login page's `?view=` that shows it. */
export const REQUEST_ACCESS = 'request-access'
