/**
 * Payment channels. The sandbox completes a payment at once so the demo and the tests can pay;
 * WeChat Pay would implement the same interface (prepay on `charge`, confirmation through its notify URL).
 */
import crypto from 'node:crypto'

export interface ChargeRequest { orderId: string; orderNumber: string; amount: number; description: string; userId: string }
export interface ChargeResult {
  /** 'paid': money taken now; 'pending': the client must finish with `clientParams` and the channel notifies later. */
  status: 'paid' | 'pending'
  transactionId: string
  clientParams?: Record<string, unknown>
}

export interface PaymentChannel {
  readonly name: string
  charge(request: ChargeRequest): Promise<ChargeResult>
  refund(transactionId: string, amount: number): Promise<{ refundId: string }>
}

export class SandboxChannel implements PaymentChannel {
  readonly name = 'sandbox'
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    return { status: 'paid', transactionId: `sandbox-${request.orderNumber}-${crypto.randomBytes(4).toString('hex')}` }
  }
  async refund(transactionId: string): Promise<{ refundId: string }> {
    return { refundId: `refund-${transactionId}` }
  }
}
