import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'speaker.list.categories': '연사 분류',
  'speaker.list.all': '전체',
  'speaker.list.open': '연사: {name}',
  'speaker.list.empty': '아직 연사가 없습니다',
  'speaker.list.total': '연사 {total}명',
  'speaker.detail.missing': '이 연사를 찾을 수 없습니다',
  'speaker.detail.bio': '소개',
  'speaker.detail.sessions': '참여 세션',
  'speaker.detail.noSessions': '아직 세션이 없습니다',
  'speaker.detail.back': '연사 목록으로',
  'agenda.schedule.days': '행사 날짜',
  'agenda.schedule.day': '{n}일차',
  'agenda.schedule.empty': '아직 세션이 없습니다',
  'agenda.schedule.dayTotal': '이날 세션 {total}개',
  'agenda.open': '세션: {title}',
  'agenda.place': '장소: {place}',
  'agenda.follow': '내 일정에 추가',
  'agenda.unfollow': '내 일정에서 삭제',
  'agenda.followNamed': '"{title}"을(를) 내 일정에 추가',
  'agenda.unfollowNamed': '"{title}"을(를) 내 일정에서 삭제',
  'agenda.followed': '내 일정에 추가했습니다',
  'agenda.unfollowed': '내 일정에서 삭제했습니다',
  'agenda.followFailed': '일정을 변경하지 못했습니다. 다시 시도해 주세요',
  'agenda.watchLive': '라이브: {title}',
  'agenda.detail.missing': '이 세션을 찾을 수 없습니다',
  'agenda.detail.back': '일정표로 돌아가기',
  'agenda.detail.about': '세션 소개',
  'agenda.detail.speakers': '연사',
  'agenda.detail.lives': '관련 라이브',
  'agenda.detail.activities': '관련 활동',
}

export default ko
