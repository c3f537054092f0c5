import type { Tx } from '../db/client'
import { outbox } from '../db/schema'
import { objectId } from './ids'

/** Stands in for the SMS and e-mail providers: nothing leaves the machine. */
export async function sendMessage(db: Tx, channel: 'sms' | 'mail', to: string, body: string, subject?: string): Promise<void> {
  await db.insert(outbox).values({ _id: objectId(), channel, to, body, subject: subject ?? null })
}
