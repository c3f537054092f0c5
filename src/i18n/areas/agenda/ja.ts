import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'speaker.list.categories': '登壇者カテゴリー',
  'speaker.list.all': 'すべて',
  'speaker.list.open': '登壇者：{name}',
  'speaker.list.empty': '登壇者はまだいません',
  'speaker.list.total': '登壇者 {total} 名',
  'speaker.detail.missing': 'この登壇者は見つかりません',
  'speaker.detail.bio': 'プロフィール',
  'speaker.detail.sessions': '登壇セッション',
  'speaker.detail.noSessions': 'セッションはまだありません',
  'speaker.detail.back': '登壇者一覧へ戻る',
  'agenda.schedule.days': '開催日',
  'agenda.schedule.day': '{n}日目',
  'agenda.schedule.empty': 'セッションはまだありません',
  'agenda.schedule.dayTotal': 'この日のセッション {total} 件',
  'agenda.open': 'セッション：{title}',
  'agenda.place': '会場：{place}',
  'agenda.follow': 'マイスケジュールに追加',
  'agenda.unfollow': 'マイスケジュールから削除',
  'agenda.followNamed': '「{title}」をマイスケジュールに追加',
  'agenda.unfollowNamed': '「{title}」をマイスケジュールから削除',
  'agenda.followed': 'マイスケジュールに追加しました',
  'agenda.unfollowed': 'マイスケジュールから削除しました',
  'agenda.followFailed': 'スケジュールを更新できませんでした。もう一度お試しください',
  'agenda.watchLive': 'ライブ配信：{title}',
  'agenda.detail.missing': 'このセッションは見つかりません',
  'agenda.detail.back': 'アジェンダへ戻る',
  'agenda.detail.about': 'セッション概要',
  'agenda.detail.speakers': '登壇者',
  'agenda.detail.lives': '関連ライブ配信',
  'agenda.detail.activities': '関連アクティビティ',
}

export default ja
