import { nodemailerAdapter, type NodemailerAdapterArgs } from '@payloadcms/email-nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { mailFrom, smtpUrl } from '../../../config/derived-settings'

type Sender = ReturnType<EmailAdapter>
let cached: { url: string; sender: Promise<Sender> } | undefined

/** Payload's nodemailer adapter on SMTP_URL, built on first use (and again if SMTP_URL changes). */
export function smtpSender(payload: Payload): Promise<Sender> | undefined {
  const url = smtpUrl()
  if (!url) return undefined
  if (cached?.url !== url) {
    const from = mailFrom()
    cached = {
      url,
      sender: nodemailerAdapter({
        defaultFromAddress: from.address,
        defaultFromName: from.name,
        // A mail server that is down at start-up must not delay the boot; the outbox retries.
        skipVerify: true,
        // nodemailer reads `url` (smtp://user:pass@host:port); its options type does not list it.
        transportOptions: { url } as NodemailerAdapterArgs['transportOptions'],
      }).then((adapter) => adapter({ payload })),
    }
  }
  return cached.sender
}

export async function sendNow(payload: Payload, message: SendEmailOptions): Promise<void> {
  const sender = smtpSender(payload)
  if (!sender) throw new Error('Mail is not configured (SMTP_URL is not set)')
  await (await sender).sendEmail(message)
}
