import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'home.more': 'もっと見る',
  'home.live.countdown': 'まもなく開始',
  'home.live.live': 'ライブ中',
  'home.live.paused': '一時停止中',
  'home.live.over': '終了',
  'home.live.replay': 'アーカイブ',
  'home.hero.events': 'イベントに申し込む',
  'home.hero.agenda': 'アジェンダを見る',
  'copilot.name': 'イベントアシスタント',
  'copilot.entry': '{name}に質問',
}

export default ja
