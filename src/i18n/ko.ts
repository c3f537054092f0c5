import type { Catalogue } from './zh'

const ko: Catalogue = {
  'app.name': 'FU 이벤트',
  'common.loading': '불러오는 중…',
  'common.retry': '다시 시도',
  'common.empty': '아직 내용이 없습니다',
  'common.failed': '불러오지 못했습니다',
  'common.know': '확인',
  'common.confirm': '확인',
  'common.cancel': '취소',
  'common.free': '무료',
  'common.language': '언어',
  'common.back': '뒤로',
  'common.home': '홈',
  'error.request': '요청에 실패했습니다',
  'error.network': '네트워크 오류입니다. 새로고침 후 다시 시도하세요',
  'token.invalid': '로그인이 만료되었습니다. 다시 로그인하세요',
  'copy.success': '복사되었습니다',
  'copy.fail': '복사하지 못했습니다',
  'title.meeting.home': '행사 홈',
  'title.404': '페이지를 찾을 수 없습니다',
  'title.204': '삭제된 콘텐츠',
  'meeting.dates': '일정',
  'meeting.poweredBy': 'Powered by',
  'page.notFound.text': '찾으시는 페이지가 없습니다.',
  'page.deleted.text': '이 콘텐츠는 삭제되었습니다.',
}
export default ko
