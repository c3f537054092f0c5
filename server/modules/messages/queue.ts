/**
 * The message queue: an SMS, e-mail or WeChat subscribe message is a row of `outbox`, written in the transaction of what caused it, so a
 * message acknowledged to the user is never lost on a restart. delivery.ts sends the due rows.
 */
import type { Tx } from '../../db/client'
import { outbox } from '../../db/schema'
import { objectId } from '../../lib/ids'
import { kickDelivery } from './delivery'
import type { RenderedMessage } from './templates'
import type { SubscribeMessage } from '../../providers/wechat/provider'

export type Channel = 'sms' | 'mail' | 'wechat'

export async function enqueueMessage(db: Tx, channel: 'sms' | 'mail', to: string, message: RenderedMessage): Promise<void> {
  await db.insert(outbox).values({
    _id: objectId(), channel, to, body: message.text,
    subject: channel === 'mail' ? message.subject : null,
    html: channel === 'mail' ? message.html : null,
    template: channel === 'sms' ? message.kind : null,
    params: channel === 'sms' ? message.params : null,
  })
  kickDelivery()
}

/** The same message by SMS to the person's phone and by e-mail to their address, whichever of the two they have. */
export async function enqueueToPerson(db: Tx, person: { phone?: string | null; email?: string | null } | undefined, message: RenderedMessage): Promise<void> {
  if (person?.phone) await enqueueMessage(db, 'sms', person.phone, message)
  if (person?.email) await enqueueMessage(db, 'mail', person.email, message)
}

/**
 * A WeChat subscribe message (to the person's mini-program openid, for a template they accepted): the row's body is
 * the message as cgi-bin/message/subscribe/send takes it; the `wechat` provider (server/app.ts) sends it.
 */
export async function enqueueWechatMessage(db: Tx, message: SubscribeMessage): Promise<void> {
  await db.insert(outbox).values({ _id: objectId(), channel: 'wechat', to: message.touser, body: JSON.stringify(message), template: message.template_id })
  kickDelivery()
}
