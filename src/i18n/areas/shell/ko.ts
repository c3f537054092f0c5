import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'shell.tabs': '행사 탭',
  'shell.navigation': '행사 내비게이션',
  'shell.home': '홈',
  'shell.more': '더보기',
  'shell.moreEntries': '더 많은 페이지',
  'shell.back': '뒤로',
  'shell.backHome': '홈으로 돌아가기',
  'shell.navigationFailed': '내비게이션을 불러오지 못했습니다. 눌러서 다시 시도',
  'shell.navigationOffline': '오프라인: 네트워크가 돌아오면 내비게이션이 표시됩니다',
}

export default ko
