/** Every message the product sends; marketers edit each one in the CMS (collection `email-templates`). */
export const EMAIL_TEMPLATE_KEYS = [
  'new-lead',
  'lead-acknowledgement',
  'lead-assigned',
  'lead-overdue',
  'task-overdue',
  'access-request-new',
  'access-approved',
  'access-rejected',
  'password-reset',
  'meeting-booked',
  'meeting-advisor',
  'meeting-cancelled',
  'meeting-cancelled-advisor',
  'meeting-reminder',
] as const

export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number]

export type EmailTemplateContent = { description: string; subject: string; text: string; html: string }

/** Why a visitor's booking e-mails carry none of their words: anyone can type anyone's address. */
const UNVERIFIED = 'It goes to the address typed when booking, so it repeats nothing the visitor wrote.'

const wrap = (body: string) =>
  `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:600px">${body}<p style="color:#6b7280;font-size:13px">Clearpath B1</p></div>`

/** A button-styled link; security e-mails get theirs from the code (see `renderEmail`), never from the template. */
export const button = (href: string, label: string) =>
  `<p><a href="${href}" style="display:inline-block;background:#0b5cad;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${label}</a></p>`

const row = (label: string, value: string) =>
  `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${value}</td></tr>`

export const DEFAULT_EMAIL_TEMPLATES: Record<EmailTemplateKey, EmailTemplateContent> = {
  'new-lead': {
    description: 'To the sales inbox when an enquiry arrives.',
    subject: 'New enquiry from {{company}} ({{topic}}): reply by {{due_at}}',
    text: `A new enquiry has arrived. Please reply by {{due_at}}.

Company: {{company}}
Name: {{name}}
E-mail: {{email}}
Phone: {{phone}}
Topic: {{topic}}
Source: {{source}}
Campaign: {{utm}}
Landing page: {{landing_page}}
Estimate: {{quote}}

Message:
{{message}}

Open the lead: {{portal_link}}`,
    html: wrap(`<p>A new enquiry has arrived. Please reply by <strong>{{due_at}}</strong>.</p>
<table style="border-collapse:collapse">
${row('Company', '{{company}}')}
${row('Name', '{{name}}')}
${row('E-mail', '{{email}}')}
${row('Phone', '{{phone}}')}
${row('Topic', '{{topic}}')}
${row('Source', '{{source}}')}
${row('Campaign', '{{utm}}')}
${row('Landing page', '{{landing_page}}')}
${row('Estimate', '{{quote}}')}
</table>
<p><strong>Message</strong><br>{{message}}</p>
${button('{{portal_link}}', 'Open the lead')}`),
  },
  'lead-acknowledgement': {
    description:
      'To the visitor, confirming that their enquiry arrived. It goes to any address a visitor types in, so it repeats nothing they wrote: only {{office_hours}} is filled in.',
    subject: 'We have your enquiry',
    text: `Hello,

Thank you for getting in touch with Clearpath B1. Your message has reached our team, and one of our advisors will reply within one business day.

Our office hours are {{office_hours}}. Messages that arrive outside them are picked up first thing on the next working day.

Kind regards,
The Clearpath B1 team`,
    html: wrap(`<p>Hello,</p>
<p>Thank you for getting in touch with Clearpath B1. Your message has reached our team, and one of our advisors will reply <strong>within one business day</strong>.</p>
<p>Our office hours are {{office_hours}}. Messages that arrive outside them are picked up first thing on the next working day.</p>
<p>Kind regards,<br>The Clearpath B1 team</p>`),
  },
  'lead-assigned': {
    description: 'To the advisor a lead has been assigned to.',
    subject: 'Lead assigned to you: {{company}}',
    text: `Hello {{advisor_name}},

The enquiry from {{name}} at {{company}} ({{topic}}) is now yours. A reply is due by {{due_at}}.

Open the lead: {{portal_link}}`,
    html: wrap(`<p>Hello {{advisor_name}},</p>
<p>The enquiry from {{name}} at <strong>{{company}}</strong> ({{topic}}) is now yours. A reply is due by <strong>{{due_at}}</strong>.</p>
${button('{{portal_link}}', 'Open the lead')}`),
  },
  'lead-overdue': {
    description: 'Once per lead, when it is still new after its reply was due.',
    subject: 'Reply overdue: {{company}}',
    text: `The enquiry from {{name}} at {{company}} ({{topic}}) was due a reply by {{due_at}} and is still marked new.

Please get in touch with them, then update its status: {{portal_link}}`,
    html: wrap(`<p>The enquiry from {{name}} at <strong>{{company}}</strong> ({{topic}}) was due a reply by <strong>{{due_at}}</strong> and is still marked new.</p>
<p>Please get in touch with them, then update its status.</p>
${button('{{portal_link}}', 'Open the lead')}`),
  },
  'task-overdue': {
    description: 'Once per follow-up task, to its owner, when it is past its due time and not done.',
    subject: 'Task overdue: {{task}} ({{company}})',
    text: `Hello {{owner_name}},

Your follow-up "{{task}}" on the enquiry from {{name}} at {{company}} was due {{due_at}} and is not done yet.

Open the lead: {{portal_link}}`,
    html: wrap(`<p>Hello {{owner_name}},</p>
<p>Your follow-up <strong>{{task}}</strong> on the enquiry from {{name}} at <strong>{{company}}</strong> was due <strong>{{due_at}}</strong> and is not done yet.</p>
${button('{{portal_link}}', 'Open the lead')}`),
  },
  'access-request-new': {
    description: 'To the admins when someone asks for portal access.',
    subject: 'Portal access requested by {{name}}',
    text: `{{name}} ({{email}}, {{company}}) has asked for access to the staff portal.

Reason: {{reason}}

Review the request: {{portal_link}}`,
    html: wrap(`<p><strong>{{name}}</strong> ({{email}}, {{company}}) has asked for access to the staff portal.</p>
<p><strong>Reason</strong><br>{{reason}}</p>
${button('{{portal_link}}', 'Review the request')}`),
  },
  'access-approved': {
    description: 'To the requester when access is approved, with the link to choose a password.',
    subject: 'Your Clearpath B1 portal account is ready',
    text: `Hello {{first_name}},

Your request for access to the Clearpath B1 staff portal has been approved. Choose your password here:

{{link}}

The link works once and expires in one hour. If it has expired, use "Forgot password?" on the sign-in page.`,
    html: wrap(`<p>Hello {{first_name}},</p>
<p>Your request for access to the Clearpath B1 staff portal has been approved.</p>
{{link}}
<p>The link works once and expires in one hour. If it has expired, use “Forgot password?” on the sign-in page.</p>`),
  },
  'access-rejected': {
    description: 'To the requester when access is declined.',
    subject: 'Your Clearpath B1 portal access request',
    text: `Hello {{first_name}},

Thank you for your interest in the Clearpath B1 staff portal. We are not able to give you access at the moment. If you think this is a mistake, please contact the person who invited you, or reply to this message.

Kind regards,
The Clearpath B1 team`,
    html: wrap(`<p>Hello {{first_name}},</p>
<p>Thank you for your interest in the Clearpath B1 staff portal. We are not able to give you access at the moment. If you think this is a mistake, please contact the person who invited you, or reply to this message.</p>
<p>Kind regards,<br>The Clearpath B1 team</p>`),
  },
  'password-reset': {
    description: 'The link to choose a new password (forgot password, or sent by an admin).',
    subject: 'Reset your Clearpath B1 portal password',
    text: `Hello {{first_name}},

Someone asked to reset the password of your Clearpath B1 portal account. Choose a new one here:

{{link}}

The link works once and expires in one hour. If you did not ask for this, you can ignore this message; your password stays as it is.`,
    html: wrap(`<p>Hello {{first_name}},</p>
<p>Someone asked to reset the password of your Clearpath B1 portal account.</p>
{{link}}
<p>The link works once and expires in one hour. If you did not ask for this, you can ignore this message; your password stays as it is.</p>`),
  },
  'meeting-booked': {
    description: `To the visitor who booked a discovery call, with the calendar invitation attached. ${UNVERIFIED}`,
    subject: 'Your discovery call with Clearpath B1: {{when}}',
    text: `Hello,

Your 30-minute discovery call is booked for {{when}} ({{when_uk}}). {{advisor_name}} will call you; the invitation is attached, so you can add it to your calendar.

Need another time, or can't make it? Move or cancel the call here: {{manage_link}}

Kind regards,
The Clearpath B1 team`,
    html: wrap(`<p>Hello,</p>
<p>Your 30-minute discovery call is booked for <strong>{{when}}</strong> ({{when_uk}}). {{advisor_name}} will call you; the invitation is attached, so you can add it to your calendar.</p>
${button('{{manage_link}}', 'Move or cancel the call')}
<p>Kind regards,<br>The Clearpath B1 team</p>`),
  },
  'meeting-advisor': {
    description: 'To the advisor a discovery call was booked with, with the calendar invitation attached.',
    subject: 'Discovery call booked: {{company}}, {{when_uk}}',
    text: `Hello {{advisor_name}},

{{name}} ({{email}}) at {{company}} booked a 30-minute discovery call with you for {{when_uk}}. The invitation is attached.

Open the lead: {{portal_link}}`,
    html: wrap(`<p>Hello {{advisor_name}},</p>
<p><strong>{{name}}</strong> ({{email}}) at <strong>{{company}}</strong> booked a 30-minute discovery call with you for <strong>{{when_uk}}</strong>. The invitation is attached.</p>
${button('{{portal_link}}', 'Open the lead')}`),
  },
  'meeting-cancelled': {
    description: `To the visitor when their discovery call is cancelled. ${UNVERIFIED}`,
    subject: 'Discovery call cancelled: {{when}}',
    text: `Hello,

Your discovery call with {{advisor_name}} of Clearpath B1 on {{when}} ({{when_uk}}) has been cancelled.

To book another time: {{book_link}}`,
    html: wrap(`<p>Hello,</p>
<p>Your discovery call with {{advisor_name}} of Clearpath B1 on <strong>{{when}}</strong> ({{when_uk}}) has been cancelled.</p>
${button('{{book_link}}', 'Book another time')}`),
  },
  'meeting-cancelled-advisor': {
    description: 'To the advisor when a discovery call with them is cancelled.',
    subject: 'Discovery call cancelled: {{company}}, {{when_uk}}',
    text: `Hello {{advisor_name}},

The discovery call with {{name}} ({{email}}) at {{company}} on {{when_uk}} has been cancelled.

Open the lead: {{portal_link}}`,
    html: wrap(`<p>Hello {{advisor_name}},</p>
<p>The discovery call with <strong>{{name}}</strong> ({{email}}) at <strong>{{company}}</strong> on <strong>{{when_uk}}</strong> has been cancelled.</p>
${button('{{portal_link}}', 'Open the lead')}`),
  },
  'meeting-reminder': {
    description: `To the visitor 24 hours before a discovery call. ${UNVERIFIED}`,
    subject: 'Reminder: your discovery call tomorrow, {{when}}',
    text: `Hello,

A reminder that your discovery call with {{advisor_name}} of Clearpath B1 is at {{when}} ({{when_uk}}).

Need another time? Move or cancel the call here: {{manage_link}}`,
    html: wrap(`<p>Hello,</p>
<p>A reminder that your discovery call with {{advisor_name}} of Clearpath B1 is at <strong>{{when}}</strong> ({{when_uk}}).</p>
${button('{{manage_link}}', 'Move or cancel the call')}`),
  },
}
