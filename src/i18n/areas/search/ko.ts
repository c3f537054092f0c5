import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'search.label': '이 행사 검색',
  'search.placeholder': '활동, 일정, 뉴스, 연사, 전시업체, 제품',
  'search.submit': '검색',
  'search.clear': '지우기',
  'search.recent': '최근 검색',
  'search.recent.clear': '최근 검색 모두 지우기',
  'search.recent.clearAll': '모두 지우기',
  'search.recent.remove': '최근 검색에서 “{keyword}” 삭제',
  'search.popular': '인기 검색어',
  'search.shortcuts': '이 행사 둘러보기',
  'search.area.activity': '활동',
  'search.area.agenda': '일정',
  'search.area.speaker': '연사',
  'search.area.exhibitor': '전시업체',
  'search.area.product': '제품',
  'search.area.news': '뉴스',
  'search.area.live': '라이브',
  'search.filter.results': '“{keyword}” 검색 결과',
  'search.filter.showAll': '전체 보기',
  'search.prompt': '키워드를 입력해 행사 전체를 검색하세요',
  'search.empty': '“{keyword}”에 맞는 결과가 없습니다',
  'search.group.activity': '활동',
  'search.group.agenda': '일정',
  'search.group.news': '뉴스',
  'search.group.speaker': '연사',
  'search.group.exhibitor': '전시업체',
  'search.group.product': '제품',
  'search.group.count': '{total}건',
  'search.group.failed': '이 항목을 불러오지 못했습니다',
  'search.more': '{group} 모두 보기',
}

export default ko
