import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** The text/calendar part (an invitation or a cancellation), '' when there is none. */
  calendar: string
}

/**
 * A real SMTP server for tests (no auth, no TLS) on an ephemeral or given port. Every message is
 * parsed and kept; with `dir`, also written there as JSON so another process can read it.
 */
export async function startSmtp({ port = 0, dir }: { port?: number; dir?: string } = {}) {
  const messages: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const message: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            calendar:
              mail.attachments
                .filter((a) => a.contentType.startsWith('text/calendar'))
                .map((a) => a.content.toString('utf8'))[0] ?? '',
          }
          messages.push(message)
          if (dir) fs.writeFileSync(path.join(dir, `${Date.now()}-${messages.length}.json`), JSON.stringify(message))
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actualPort = (server.server.address() as AddressInfo).port
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>

/** Messages written by `startSmtp({ dir })`, oldest first. */
export const readMailDir = (dir: string): ReceivedMail[] =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || a.localeCompare(b))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
