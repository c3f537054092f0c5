import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'webview.frameTitle': 'External page: {host}',
  'webview.openNewTab': 'Open in new tab',
  'webview.opened': 'Opened in a new tab',
  'webview.missing': 'There is no link to open',
  'webview.back': 'Back to home',
  'webview.notFramed': 'This link cannot be shown inside this page. Open it in a new tab or copy it.',
  'copyLink.title': 'Copy link',
  'copyLink.hint': 'This link cannot be opened here. Copy it and open it in your browser.',
  'copyLink.label': 'Link',
  'copyLink.copy': 'Copy link',
  'copyLink.close': 'Close',
  'bridge.login.working': 'Signing in with WeChat…',
  'bridge.login.returning': 'Signed in. Going back…',
  'bridge.login.failed': 'WeChat sign-in failed. Please try again',
  'bridge.login.bindTitle': 'Link a phone number',
  'bridge.login.bindHint': 'This is your first WeChat sign-in. Please link a phone number first.',
  'bridge.login.usePhone': 'Use my WeChat phone number',
  'bridge.login.orSms': 'Or link it with an SMS code',
  'bridge.login.phoneDenied': 'WeChat did not share a phone number. Please use an SMS code',
  'bridge.login.submit': 'Link and sign in',
  'bridge.pay.linking': 'Linking your WeChat for payment…',
  'bridge.pay.paying': 'Opening WeChat Pay…',
  'bridge.pay.checking': 'Checking the payment…',
  'bridge.pay.paid': 'Payment received. Going back…',
  'bridge.pay.pending': 'The payment is not confirmed yet. If you have paid, please check again in a moment.',
  'bridge.pay.wechatTaken': 'This WeChat is linked to another account, so it cannot pay for this one. Sign in with that account, or use another WeChat.',
  'bridge.pay.failed': 'The payment did not go through. The order is unpaid',
  'bridge.pay.checkFailed': 'Could not check the payment. Please check your network and try again',
  'bridge.pay.checkAgain': 'Check again',
<<<<<<< HEAD
  'bridge.pay.ticketRefused': "This payment's one-time sign-in has expired or was already used (it lasts one minute and works once). Go back and tap Pay again.",
  'bridge.pay.retry': 'Go back and pay again',
=======
  'bridge.file.downloading': 'Downloading {name}…',
  'bridge.file.ready': '{name} is downloaded.',
  'bridge.file.shareHint': 'Send it to a chat (such as File Transfer) to open it on a computer.',
  'bridge.file.open': 'Open',
  'bridge.file.share': 'Send to a chat',
  'bridge.file.failed': 'The file could not be downloaded. Please try again',
  'bridge.file.openFailed': 'This file cannot be opened here. Send it to a chat instead',
  'bridge.file.shareFailed': 'The file was not sent',
>>>>>>> wt-beyond
}

export default en
