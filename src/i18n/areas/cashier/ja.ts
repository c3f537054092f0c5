import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'cashier.amount': 'お支払い金額',
  'cashier.orderNumber': '注文番号',
  'cashier.item': 'ご購入内容',
  'cashier.activity': 'イベント',
  'cashier.ticketType': 'チケット種別',
  'cashier.quantity': '枚数',
  'cashier.quantityValue': '{count} 枚',
  'cashier.methods': 'お支払い方法',
  'cashier.method.wechat': 'WeChat Pay',
  'cashier.method.demo': 'デモ決済',
  'cashier.demoNote': 'デモ決済 — 料金は一切請求されません',
  'cashier.timeLeft': 'お支払い期限まで',
  'cashier.timeLeftNote': 'カウントダウンが終わる前にお支払いください。期限を過ぎると注文は自動的に閉じられ、枠は再び販売されます。',
  'cashier.pay': '{amount} を支払う',
  'cashier.paying': '支払い中…',
  'cashier.cancel': '注文をキャンセル',
  'cashier.cancelling': 'キャンセル中…',
  'cashier.cancelled': '注文をキャンセルしました',
  'cashier.cancelFailed': '注文をキャンセルできませんでした：{message}',
  'cashier.payCancelled': '支払いをキャンセルしました。注文は保持されているので、もう一度お支払いいただけます。',
  'cashier.payPending': 'WeChat Pay でこの支払いはまだ確認されていません。注文を再確認しています。確認後は支払い済みと表示されます。',
  'cashier.payFailed': '支払いリクエストに失敗しました。もう一度お試しください',
  'cashier.payNeedsWechat': 'WeChat Pay を使うには、このアカウントに WeChat を連携する必要があります。ミニプログラムで WeChat でログインしてから、もう一度お支払いください。',
  'cashier.expired.title': '注文の期限が切れました',
  'cashier.expired.text': '期限内にお支払いがなかったため注文は閉じられ、枠は再び販売されています。',
  'cashier.closed.title': 'この注文は閉じられています',
  'cashier.closed.text': 'この注文はキャンセルされたため、お支払いは不要です。',
  'cashier.paid.title': 'この注文は支払い済みです',
  'cashier.paid.text': 'この注文はすでにお支払いが完了しています。',
  'cashier.startAgain': 'もう一度申し込む',
  'cashier.openResult': '申し込み結果を見る',
  'cashier.notFound': '注文が見つかりません',
  'cashier.payNow': '支払う',
  'cashier.payNowLabel': '注文 {number} を支払う',
}

export default ja
