import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'shortLink.opening': '링크를 여는 중…',
  'shortLink.unknown': '만료되었거나 알 수 없는 링크입니다',
  'shortLink.unknownHint': '공유한 분에게 새 링크를 요청하세요.',
  'shortLink.leaving': '이 링크는 다른 사이트로 이동합니다:',
  'shortLink.proceed': '{host}(으)로 계속',
  'shortLink.opened': '링크를 새 창에서 열었습니다',
  'shortLink.openAgain': '다시 열기',
  'shortLink.home': '홈으로 돌아가기',
}

export default ko
