import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'news.list.empty': 'ニュースはまだありません',
  'news.list.total': 'ニュース {total} 件',
  'news.detail.back': 'ニュース一覧へ戻る',
  'news.detail.published': '{date} 公開',
  'news.detail.missing': 'このニュースは見つかりません',
}

export default ja
