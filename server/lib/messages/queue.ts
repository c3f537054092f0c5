/**
 * The message queue: an SMS or e-mail is a row of `outbox`, written in the transaction of what caused it, so a
 * message acknowledged to the user is never lost on a restart. delivery.ts sends the due rows.
 */
import type { Tx } from '../../db/client'
import { outbox } from '../../db/schema'
import { objectId } from '../ids'
import { kickDelivery } from './delivery'
import type { RenderedMessage } from './templates'

export type Channel = 'sms' | 'mail'

export async function enqueueMessage(db: Tx, channel: Channel, to: string, message: RenderedMessage): Promise<void> {
  await db.insert(outbox).values({
    _id: objectId(), channel, to, body: message.text,
    subject: channel === 'mail' ? message.subject : null,
    html: channel === 'mail' ? message.html : null,
    template: channel === 'sms' ? message.kind : null,
    params: channel === 'sms' ? message.params : null,
  })
  kickDelivery()
}
