/** What delivers a queued message: one provider per channel, or none (the message waits in the development outbox). */
export interface QueuedMessage {
  _id: string
  to: string
  subject: string | null
  body: string
  html: string | null
  template: string | null
  params: string[] | null
}

export interface MessageProvider {
  /** Resolves when the provider accepted the message; rejects with a reason worth keeping otherwise. */
  send(message: QueuedMessage): Promise<void>
}

export interface MessageProviders {
  mail?: MessageProvider
  sms?: MessageProvider
  /** WeChat subscribe messages (the body is the message's JSON), when the mini-program is configured. */
  wechat?: MessageProvider
}
