import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'home.more': '더 보기',
  'home.live.countdown': '곧 시작',
  'home.live.live': '라이브',
  'home.live.paused': '일시 중지',
  'home.live.over': '종료',
  'home.live.replay': '다시 보기',
  'home.hero.events': '행사 신청하기',
  'home.hero.agenda': '일정 보기',
  'copilot.name': '행사 도우미',
  'copilot.entry': '{name}에게 묻기',
}

export default ko
