import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'native.openMore': '전체 페이지 열기',
  'native.threadShare': '{name}: {excerpt}',
  'native.pullToRefresh': '아래로 당겨 새로고침',
  'native.copyContact': '연락처 복사',
  'native.call': '전화 걸기',
  'native.remind': '시작 알림 받기',
  'native.remindDone': '구독 완료: 라이브 시작 10분 전에 WeChat으로 알려 드립니다',
  'native.remindRefused': 'WeChat 알림이 허용되지 않았습니다. 설정에서 다시 켤 수 있습니다',
  'native.remindFailed': '알림을 설정하지 못했습니다. 다시 시도해 주세요',
  'native.remindNoLive': '곧 시작하는 라이브가 없습니다',
  'calendar.add': '휴대폰 캘린더에 추가',
  'calendar.addFile': '캘린더에 추가',
  'calendar.added': '캘린더에 추가했습니다',
  'calendar.failed': '캘린더에 추가하지 못했습니다',
  'calendar.appointmentTitle': '{name}님과의 미팅',
  'native.privacy.title': '개인정보 보호 안내',
  'native.privacy.text': '전화번호, 이미지 또는 스캔 기능을 사용하기 전에 개인정보 처리 안내를 읽고 동의해 주세요. 거부하면 이 기능을 사용할 수 없습니다.',
  'native.privacy.contract': '개인정보 처리 안내 보기',
  'native.privacy.agree': '동의',
  'native.privacy.refuse': '거부',
}

export default ko
