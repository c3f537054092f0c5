/**
 * What a payment channel is to the orders service (the sandbox here, WeChat Pay in providers/wechatPay): charge, refund,
 * confirm and ask. The providers implement it; the service never names a provider's own types.
 */
export interface ChargeRequest {
  orderId: string
  orderNumber: string
  amount: number
  description: string
  userId: string
  /** When the order stops being payable (unix seconds): a channel that confirms later refuses payment after it. */
  expiresAt?: number
  /** The payer's openid in a WeChat app, when the account has one (WeChat Pay's JSAPI payments need it). */
  openid?: (appId: string) => Promise<string | undefined>
}

export interface ChargeResult {
  /** 'paid': money taken now; 'pending': the client must finish with `clientParams` and the channel notifies later. */
  status: 'paid' | 'pending'
  transactionId: string
  clientParams?: Record<string, unknown>
}

export interface RefundResult { refundId: string; pending?: boolean }

export interface RefundDetail {
  orderNumber: string
  /** What was paid (a refund may be partial). */
  total: number
  reason?: string
}

/** A payment the channel has confirmed (notification or query). */
export interface ConfirmedPayment { orderNumber: string; transactionId: string; amount: number }

/** How an order stands at a channel that confirms later. */
export interface ChannelPaymentState {
  /** The channel's own word (WeChat's trade_state: SUCCESS, NOTPAY, CLOSED, REFUND, USERPAYING, PAYERROR…). */
  state: string
  /** Set when the money is taken. */
  paid?: ConfirmedPayment
}

export interface PaymentChannel {
  readonly name: string
  charge(request: ChargeRequest): Promise<ChargeResult>
  /**
   * Gives `amount` back. The same transaction refunded again must not pay out twice (the channel's refund id is derived
   * from it). `pending`: the channel accepted it and pays back later (WeChat's PROCESSING).
   */
  refund(transactionId: string, amount: number, detail?: RefundDetail): Promise<RefundResult>
  /** Channels that confirm later: how the order `orderNumber` stands there now. */
  query?(orderNumber: string): Promise<ChannelPaymentState>
}
