import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'forYou.region': '나의 일정 안내',
  'forYou.next.title': '다음 일정',
  'forYou.kind.session': '세션',
  'forYou.kind.activity': '활동',
  'forYou.kind.appointment': '미팅',
  'forYou.countdown.now': '진행 중',
  'forYou.countdown.minutes': '{count}분 후 시작',
  'forYou.countdown.hours': '{count}시간 후 시작',
  'forYou.countdown.days': '{count}일 후 시작',
  'forYou.open.session': '세션 보기',
  'forYou.open.activity': '티켓 보기',
  'forYou.open.appointment': '미팅 보기',
  'forYou.myAgenda': '내 일정',
  'forYou.appointmentWith': '{name}와(과)의 미팅',
  'forYou.someone': '전시업체',
  'forYou.empty': '아직 일정이 없습니다. 세션을 저장하거나 활동에 신청하거나 전시업체와 미팅을 예약하면 다음 일정이 여기에 표시됩니다.',
  'forYou.browse': '일정 둘러보기',
  'forYou.signIn.text': '로그인하면 다음 세션, 티켓, 미팅이 여기에 표시됩니다.',
  'forYou.signIn.action': '로그인',
  'forYou.live.title': '지금 라이브',
  'forYou.live.badge': '라이브',
  'forYou.live.paused': '일시 정지',
  'forYou.live.watch': '시청하기',
  'forYou.live.watchLabel': '라이브 시청: {title}',
  'forYou.programme.today': '오늘의 프로그램',
  'forYou.programme.day': '{date} 프로그램',
  'forYou.programme.all': '전체 프로그램',
  'forYou.programme.more': '외 {count}개 세션',
  'forYou.programme.open': '세션 열기: {title}',
  'forYou.failed': '일정을 불러오지 못했습니다',
}

export default ko
