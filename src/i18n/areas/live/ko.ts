import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'live.list.open': '라이브 보기: {title}',
  'live.list.empty': '아직 라이브가 없습니다',
  'live.list.total': '라이브 {total}개',
  'live.state.countdown': '시작 전',
  'live.state.live': '라이브',
  'live.state.paused': '일시 중지',
  'live.state.over': '종료',
  'live.state.replay': '다시 보기',
  'live.countdown': '시작까지 {clock}',
  'live.countdown.days': '시작까지 {days}일 {clock}',
  'live.detail.reminded': '알림이 설정되었습니다: 시작 10분 전에 문자와 이메일로 알려 드립니다',
}

export default ko
