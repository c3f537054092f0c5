import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'search.label': 'このイベントを検索',
  'search.placeholder': 'アクティビティ、アジェンダ、ニュース、登壇者、出展者、製品',
  'search.submit': '検索',
  'search.clear': 'クリア',
  'search.recent': '最近の検索',
  'search.recent.clear': '最近の検索をすべて消去',
  'search.recent.clearAll': 'すべて消去',
  'search.recent.remove': '「{keyword}」を最近の検索から削除',
  'search.popular': '人気の検索',
  'search.shortcuts': 'このイベントを見る',
  'search.area.activity': 'アクティビティ',
  'search.area.agenda': 'アジェンダ',
  'search.area.speaker': '登壇者',
  'search.area.exhibitor': '出展者',
  'search.area.product': '製品',
  'search.area.news': 'ニュース',
  'search.area.live': 'ライブ配信',
  'search.filter.results': '「{keyword}」の検索結果',
  'search.filter.showAll': 'すべて表示',
  'search.prompt': 'キーワードを入力して、イベント全体を検索',
  'search.empty': '「{keyword}」に一致するものはありません',
  'search.group.activity': 'アクティビティ',
  'search.group.agenda': 'アジェンダ',
  'search.group.news': 'ニュース',
  'search.group.speaker': '登壇者',
  'search.group.exhibitor': '出展者',
  'search.group.product': '製品',
  'search.group.count': '{total} 件',
  'search.group.failed': 'この項目を読み込めませんでした',
  'search.more': '{group}をすべて見る',
}

export default ja
