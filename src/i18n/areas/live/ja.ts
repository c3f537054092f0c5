import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'live.list.open': 'ライブを見る：{title}',
  'live.list.empty': 'ライブ配信はまだありません',
  'live.list.total': 'ライブ配信 {total} 件',
  'live.state.countdown': '開始前',
  'live.state.live': 'ライブ中',
  'live.state.paused': '一時停止中',
  'live.state.over': '終了',
  'live.state.replay': 'アーカイブ',
  'live.countdown': '開始まで {clock}',
  'live.countdown.days': '開始まで {days}日 {clock}',
  'live.detail.reminded': '通知を設定しました：開始 10 分前に SMS とメールでお知らせします',
}

export default ja
