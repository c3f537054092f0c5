import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'native.openMore': '完全なページを開く',
  'native.threadShare': '{name}：{excerpt}',
  'native.pullToRefresh': '下に引いて更新',
  'native.copyContact': '連絡先をコピー',
  'native.call': '電話をかける',
  'native.remind': '開始時に通知',
  'native.remindDone': '登録しました：ライブ開始 10 分前に WeChat でお知らせします',
  'native.remindRefused': 'WeChat の通知が許可されませんでした。設定から再度オンにできます',
  'native.remindFailed': '通知を設定できませんでした。もう一度お試しください',
  'native.remindNoLive': 'これから始まるライブはありません',
  'calendar.add': 'スマホのカレンダーに追加',
  'calendar.addFile': 'カレンダーに追加',
  'calendar.added': 'カレンダーに追加しました',
  'calendar.failed': 'カレンダーに追加できませんでした',
  'calendar.appointmentTitle': '{name}との商談',
  'native.privacy.title': 'プライバシーに関するお知らせ',
  'native.privacy.text': '電話番号、画像、スキャン機能を使う前に、プライバシーガイドをお読みのうえ同意してください。拒否するとこの機能は使えません。',
  'native.privacy.contract': 'プライバシーガイドを見る',
  'native.privacy.agree': '同意する',
  'native.privacy.refuse': '拒否する',
}

export default ja
