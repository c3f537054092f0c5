import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'copilot.prologue.title': '안녕하세요, {name}입니다',
  'copilot.prologue.description': '이 행사에 대해 무엇이든 물어보세요',
  'copilot.prologue.questions': '이렇게 물어보세요',
  'copilot.question.location': '행사 장소는 어디인가요?',
  'copilot.question.guests': '주요 게스트는 누구인가요?',
  'copilot.question.register': '어떻게 등록하나요?',
  'copilot.conversation': '대화',
  'copilot.me': '나',
  'copilot.thinking': '생각 중…',
  'copilot.stopped': '답변을 중지했습니다',
  'copilot.sources': '출처',
  'copilot.source.open': '{kind} 열기: {title}',
  'copilot.kind.meeting': '행사',
  'copilot.kind.activity': '활동',
  'copilot.kind.agenda': '일정',
  'copilot.kind.speaker': '연사',
  'copilot.kind.news': '뉴스',
  'copilot.kind.exhibitor': '전시업체',
  'copilot.kind.product': '제품',
  'copilot.answering': '답변 중…',
  'copilot.input.label': '질문',
  'copilot.input.placeholder': '질문을 입력하세요…',
  'copilot.input.hint': 'Enter로 보내기, Shift + Enter로 줄 바꿈',
  'copilot.send': '보내기',
  'copilot.stop': '중지',
  'copilot.stopAnswer': '답변 중지',
  'copilot.new': '새 대화',
  'copilot.failed': '답변하지 못했습니다',
  'copilot.error.tooFrequent': '질문이 너무 잦습니다. 잠시 후 다시 물어보세요',
  'copilot.error.tooFrequentFor': '질문이 너무 잦습니다. {seconds}초 후에 다시 물어보세요',
  'copilot.retry': '다시 시도',
  'copilot.disabled': '이 행사에는 도우미가 없습니다',
  'copilot.backHome': '행사 홈으로',
}

export default ko
