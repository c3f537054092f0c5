import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'question.status.unanswered': '답변 대기',
  'question.status.public': '공개',
  'question.status.private': '비공개',
  'validation.name.directionControl': '이름에 숨겨진 텍스트 방향 제어 문자가 있습니다. 삭제하세요',
  'validation.group.name.required': '단체명을 입력하세요',
  'validation.group.contactPerson.required': '담당자를 입력하세요',
  'validation.group.duplicate.phone': '다른 구성원과 휴대폰 번호가 같습니다',
  'validation.group.duplicate.email': '다른 구성원과 이메일이 같습니다',
  'validation.group.duplicate.id_number': '다른 구성원과 신분증 번호가 같습니다',
  'validation.amount.invalid': '올바른 수량을 선택하세요',
}

export default ko
