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
  'shell.my': '마이',
  'shell.signIn': '로그인',
  'shell.search': '검색',
  'shell.searchHint': '행사 검색',
  'shell.accountMenu': '내 계정',
  'shell.accountHub': '마이페이지',
  'shell.appointments': '내 약속',
  'shell.signOut': '로그아웃',
}

export default ko
