import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'news.list.empty': 'No news yet',
  'news.list.total': '{total, plural, one {# news item} other {# news items}}',
  'news.detail.back': 'Back to news',
  'news.detail.published': 'Published {date}',
  'news.detail.missing': 'This news item was not found',
}

export default en
