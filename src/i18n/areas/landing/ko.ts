import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'landing.exhibition.intro': '세 개의 전시관에서 최신 기술과 제품을 선보입니다. 관람하고 상담하며 파트너를 찾아 보세요.',
  'landing.exhibition.halls': '전시관',
  'landing.exhibition.hallCount': '전시업체 {count}곳',
  'landing.exhibition.openHall': '{hall} 전시업체 보기',
  'landing.exhibition.zones': '전시 구역과 제품 분류',
  'landing.exhibition.featured': '추천 전시업체',
  'landing.exhibition.products': '주요 전시품',
  'landing.exhibition.allExhibitors': '전체 전시업체',
  'landing.exhibition.openProduct': '전시품 보기: {title}',
  'landing.exhibition.noExhibitors': '아직 추천 전시업체가 없습니다',
  'landing.exhibition.noProducts': '아직 전시품이 없습니다',
  'landing.exhibition.conference': '컨퍼런스 일정',
  'landing.conference.heading': '컨퍼런스',
  'landing.conference.intro': '행사 기간 내내 기조연설, 분과 포럼, 업계 대담이 이어지며 많은 세션을 생중계합니다.',
  'landing.conference.days': '일정',
  'landing.conference.day': '{n}일차 · {date}',
  'landing.conference.sessions': '세션 {count}개',
  'landing.conference.openDay': '{n}일차 일정 보기',
  'landing.conference.fullProgramme': '전체 일정',
  'landing.conference.noSessions': '일정이 곧 공개됩니다',
  'landing.conference.keynotes': '기조연설자',
  'landing.conference.allSpeakers': '전체 연사',
  'landing.conference.noSpeakers': '연사가 곧 공개됩니다',
  'landing.conference.lives': '라이브',
  'landing.conference.allLives': '전체 라이브',
  'landing.conference.noLives': '아직 라이브가 없습니다',
  'landing.conference.exhibition': '전시회 둘러보기',
  'landing.failed': '이 부분을 불러오지 못했습니다',
  'landing.retry': '다시 시도',
}

export default ko
