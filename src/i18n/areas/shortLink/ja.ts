import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'shortLink.opening': 'リンクを開いています…',
  'shortLink.unknown': 'このリンクは期限切れか、存在しません',
  'shortLink.unknownHint': '共有した方に新しいリンクをお求めください。',
  'shortLink.leaving': 'このリンクは別のサイトに移動します：',
  'shortLink.proceed': '{host} へ進む',
  'shortLink.opened': 'リンクを新しいウィンドウで開きました',
  'shortLink.openAgain': 'もう一度開く',
  'shortLink.home': 'ホームに戻る',
}

export default ja
