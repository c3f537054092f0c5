import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'shell.tabs': '会議タブ',
  'shell.navigation': '会議ナビゲーション',
  'shell.home': 'ホーム',
  'shell.more': 'その他',
  'shell.moreEntries': 'その他のページ',
  'shell.back': '戻る',
  'shell.backHome': 'ホームへ戻る',
  'shell.navigationFailed': 'ナビゲーションを読み込めませんでした。タップして再試行',
  'shell.navigationOffline': 'オフラインです。ネットワークが戻るとナビゲーションを表示します',
  'shell.my': 'マイページ',
  'shell.signIn': 'ログイン',
  'shell.search': '検索',
  'shell.searchHint': 'イベント内を検索',
  'shell.accountMenu': 'マイアカウント',
  'shell.accountHub': 'マイページ',
  'shell.appointments': '私のアポイント',
  'shell.signOut': 'ログアウト',
}

export default ja
