import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'landing.exhibition.intro': '3 つの展示ホールで最新の技術と製品をご紹介します。見学・商談・パートナー探しにぜひお越しください。',
  'landing.exhibition.halls': '展示ホール',
  'landing.exhibition.hallCount': '出展者 {count} 社',
  'landing.exhibition.openHall': '{hall}の出展者',
  'landing.exhibition.zones': 'エリアと製品カテゴリー',
  'landing.exhibition.featured': 'おすすめ出展者',
  'landing.exhibition.products': '注目の製品',
  'landing.exhibition.allExhibitors': 'すべての出展者',
  'landing.exhibition.openProduct': '製品を見る：{title}',
  'landing.exhibition.noExhibitors': 'おすすめ出展者はまだありません',
  'landing.exhibition.noProducts': '製品はまだありません',
  'landing.exhibition.conference': 'カンファレンスのプログラム',
  'landing.conference.heading': 'カンファレンス',
  'landing.conference.intro': '会期中は基調講演・分科フォーラム・業界対談が行われ、多くのセッションをライブ配信します。',
  'landing.conference.days': 'プログラム',
  'landing.conference.day': '{n} 日目 · {date}',
  'landing.conference.sessions': '{count} セッション',
  'landing.conference.openDay': '{n} 日目のプログラム',
  'landing.conference.fullProgramme': 'プログラム全体',
  'landing.conference.noSessions': 'プログラムは近日公開予定です',
  'landing.conference.keynotes': '基調講演者',
  'landing.conference.allSpeakers': 'すべてのスピーカー',
  'landing.conference.noSpeakers': 'スピーカーは近日公開予定です',
  'landing.conference.lives': 'ライブ配信',
  'landing.conference.allLives': 'すべてのライブ',
  'landing.conference.noLives': 'ライブ配信はまだありません',
  'landing.conference.exhibition': '展示会を見る',
  'landing.failed': 'この部分を読み込めませんでした',
  'landing.retry': '再試行',
}

export default ja
