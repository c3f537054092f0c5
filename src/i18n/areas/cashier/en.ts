import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'cashier.amount': 'Amount due',
  'cashier.orderNumber': 'Order number',
  'cashier.item': 'What you are buying',
  'cashier.activity': 'Activity',
  'cashier.ticketType': 'Ticket type',
  'cashier.quantity': 'Quantity',
  'cashier.quantityValue': '{count}',
  'cashier.methods': 'Payment method',
  'cashier.method.wechat': 'WeChat Pay',
  'cashier.method.demo': 'Demo payment',
  'cashier.demoNote': 'Demo payment — no money is charged',
  'cashier.timeLeft': 'Time left to pay',
  'cashier.timeLeftNote': 'Pay before the countdown ends: after that the order closes and its place goes back on sale.',
  'cashier.pay': 'Pay {amount}',
  'cashier.paying': 'Paying…',
  'cashier.cancel': 'Cancel order',
  'cashier.cancelling': 'Cancelling…',
  'cashier.cancelled': 'The order was cancelled',
  'cashier.cancelFailed': 'Could not cancel the order: {message}',
  'cashier.payCancelled': 'Payment cancelled. Your order is kept, so you can pay again.',
  'cashier.payPending': 'WeChat Pay has not confirmed this payment yet. We are checking the order again; it will show as paid once confirmed.',
  'cashier.payFailed': 'Payment request failed, please try again',
  'cashier.payNeedsWechat': 'WeChat Pay needs your WeChat linked to this account first: sign in with WeChat in the mini-program, then pay again.',
  'cashier.expired.title': 'This order has expired',
  'cashier.expired.text': 'The order was not paid in time and has been closed; its place is back on sale.',
  'cashier.closed.title': 'This order is closed',
  'cashier.closed.text': 'This order was cancelled: there is nothing to pay.',
  'cashier.paid.title': 'This order is paid',
  'cashier.paid.text': 'This order has already been paid.',
  'cashier.startAgain': 'Start again',
  'cashier.openResult': 'See your registration',
  'cashier.notFound': 'Order not found',
  'cashier.payNow': 'Pay now',
  'cashier.payNowLabel': 'Pay order {number}',
}

export default en
