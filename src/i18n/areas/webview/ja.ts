import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'webview.frameTitle': '外部ページ：{host}',
  'webview.openNewTab': '新しいタブで開く',
  'webview.opened': '新しいタブで開きました',
  'webview.missing': '開くリンクがありません',
  'webview.back': 'ホームに戻る',
  'webview.notFramed': 'このリンクはこのページ内に表示できません。新しいタブで開くか、リンクをコピーしてください。',
  'copyLink.title': 'リンクをコピー',
  'copyLink.hint': 'このリンクはここでは開けません。コピーしてブラウザで開いてください。',
  'copyLink.label': 'リンク',
  'copyLink.copy': 'リンクをコピー',
  'copyLink.close': '閉じる',
  'bridge.login.working': 'WeChat でログインしています…',
  'bridge.login.returning': 'ログインしました。戻っています…',
  'bridge.login.failed': 'WeChat ログインに失敗しました。もう一度お試しください',
  'bridge.login.bindTitle': '電話番号の登録',
  'bridge.login.bindHint': '初めての WeChat ログインです。先に電話番号を登録してください。',
  'bridge.login.usePhone': 'WeChat の電話番号を使う',
  'bridge.login.orSms': 'または SMS 認証コードで登録',
  'bridge.login.phoneDenied': 'WeChat の電話番号を取得できませんでした。SMS 認証コードをご利用ください',
  'bridge.login.submit': '登録してログイン',
  'bridge.pay.linking': '支払いのために WeChat を連携しています…',
  'bridge.pay.paying': 'WeChat Pay を開いています…',
  'bridge.pay.checking': '支払い結果を確認しています…',
  'bridge.pay.paid': '支払いが完了しました。戻ります…',
  'bridge.pay.pending': '支払い結果をまだ確認できません。お支払い済みの場合は、しばらくしてからもう一度確認してください。',
  'bridge.pay.wechatTaken': 'この WeChat は別のアカウントに連携されているため、このアカウントの支払いには使えません。そのアカウントでログインするか、別の WeChat をお使いください。',
  'bridge.pay.failed': '支払いが完了しませんでした。注文は未払いです',
  'bridge.pay.checkFailed': '支払い結果を確認できませんでした。ネットワークを確認して再度お試しください',
  'bridge.pay.checkAgain': 'もう一度確認',
<<<<<<< HEAD
  'bridge.pay.ticketRefused': 'この支払い用のワンタイムログインは期限切れか使用済みです（有効期間 1 分、1 回のみ）。戻ってもう一度「支払う」をタップしてください。',
  'bridge.pay.retry': '戻ってもう一度支払う',
=======
  'bridge.file.downloading': '{name} をダウンロードしています…',
  'bridge.file.ready': '{name} をダウンロードしました。',
  'bridge.file.shareHint': 'チャット（「ファイル転送」など）に送ると、パソコンで開けます。',
  'bridge.file.open': '開く',
  'bridge.file.share': 'チャットに送る',
  'bridge.file.failed': 'ファイルをダウンロードできませんでした。もう一度お試しください',
  'bridge.file.openFailed': 'このファイルはここでは開けません。チャットに送ってください',
  'bridge.file.shareFailed': 'ファイルは送信されませんでした',
>>>>>>> wt-beyond
}

export default ja
