import { defineMessages } from './define'

/** Messages of the app shell: the mobile tab bar, the desktop top bar's navigation, the back button. */
export default defineMessages(
  {
    'shell.tabs': '会议导航',
    'shell.navigation': '会议导航',
    'shell.home': '首页',
    'shell.more': '更多',
    'shell.moreEntries': '更多导航',
    'shell.back': '返回',
    'shell.backHome': '返回首页',
    'shell.navigationFailed': '导航加载失败，点击重试',
  },
  {
    en: {
      'shell.tabs': 'Meeting tabs',
      'shell.navigation': 'Meeting navigation',
      'shell.home': 'Home',
      'shell.more': 'More',
      'shell.moreEntries': 'More pages',
      'shell.back': 'Back',
      'shell.backHome': 'Back to home',
      'shell.navigationFailed': 'Navigation failed to load. Tap to retry',
    },
    ja: {
      'shell.tabs': '会議タブ',
      'shell.navigation': '会議ナビゲーション',
      'shell.home': 'ホーム',
      'shell.more': 'その他',
      'shell.moreEntries': 'その他のページ',
      'shell.back': '戻る',
      'shell.backHome': 'ホームへ戻る',
      'shell.navigationFailed': 'ナビゲーションを読み込めませんでした。タップして再試行',
    },
    ko: {
      'shell.tabs': '행사 탭',
      'shell.navigation': '행사 내비게이션',
      'shell.home': '홈',
      'shell.more': '더보기',
      'shell.moreEntries': '더 많은 페이지',
      'shell.back': '뒤로',
      'shell.backHome': '홈으로 돌아가기',
      'shell.navigationFailed': '내비게이션을 불러오지 못했습니다. 눌러서 다시 시도',
    },
  },
)
