import { defineMessages } from './define'

/** Messages of the news list and the news detail. */
export default defineMessages(
  {
    'news.list.open': '查看新闻：{title}',
    'news.list.empty': '暂无新闻',
    'news.list.total': '共 {total} 条新闻',
    'news.detail.back': '返回新闻列表',
    'news.detail.published': '发布于 {date}',
    'news.detail.missing': '未找到这条新闻',
  },
  {
    en: {
      'news.list.open': 'Read: {title}',
      'news.list.empty': 'No news yet',
      'news.list.total': '{total} news items',
      'news.detail.back': 'Back to news',
      'news.detail.published': 'Published {date}',
      'news.detail.missing': 'This news item was not found',
    },
    ja: {
      'news.list.open': 'ニュースを読む：{title}',
      'news.list.empty': 'ニュースはまだありません',
      'news.list.total': 'ニュース {total} 件',
      'news.detail.back': 'ニュース一覧へ戻る',
      'news.detail.published': '{date} 公開',
      'news.detail.missing': 'このニュースは見つかりません',
    },
    ko: {
      'news.list.open': '뉴스 보기: {title}',
      'news.list.empty': '아직 뉴스가 없습니다',
      'news.list.total': '뉴스 {total}건',
      'news.detail.back': '뉴스 목록으로',
      'news.detail.published': '{date} 게시',
      'news.detail.missing': '이 뉴스를 찾을 수 없습니다',
    },
  },
)
