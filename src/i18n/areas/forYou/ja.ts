import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'forYou.region': 'あなたの予定',
  'forYou.next.title': '次の予定',
  'forYou.kind.session': 'セッション',
  'forYou.kind.activity': 'アクティビティ',
  'forYou.kind.appointment': '商談',
  'forYou.countdown.now': '開催中',
  'forYou.countdown.minutes': '{count} 分後に開始',
  'forYou.countdown.hours': '{count} 時間後に開始',
  'forYou.countdown.days': '{count} 日後に開始',
  'forYou.open.session': 'セッションを見る',
  'forYou.open.activity': 'チケットを表示',
  'forYou.open.appointment': '商談を見る',
  'forYou.myAgenda': 'マイアジェンダ',
  'forYou.appointmentWith': '{name}との商談',
  'forYou.someone': '出展者',
  'forYou.empty': 'まだ予定はありません。セッションを保存したり、アクティビティに申し込んだり、出展者と商談を予約すると、次の予定がここに表示されます。',
  'forYou.browse': 'アジェンダを見る',
  'forYou.signIn.text': 'ログインすると、次のセッション、チケット、商談がここに表示されます。',
  'forYou.signIn.action': 'ログイン',
  'forYou.live.title': 'ライブ配信中',
  'forYou.live.badge': 'ライブ',
  'forYou.live.paused': '一時停止中',
  'forYou.live.watch': '視聴する',
  'forYou.live.watchLabel': 'ライブを視聴：{title}',
  'forYou.programme.today': '本日のプログラム',
  'forYou.programme.day': '{date} のプログラム',
  'forYou.programme.all': '全プログラム',
  'forYou.programme.more': 'ほか {count} 件',
  'forYou.programme.open': 'セッションを開く：{title}',
  'forYou.failed': '予定を読み込めませんでした',
}

export default ja
