import { defineMessages } from './define'

/**
 * Keys that core's rules give (core/messages.ts) and no screen's area had yet: a question's state, the group
 * rules' errors and a ticket quantity. index.ts checks that every key core gives is in some catalogue.
 */
export default defineMessages(
  {
    'question.status.unanswered': '待回答',
    'question.status.public': '已公开',
    'question.status.private': '未公开',
    'validation.group.name.required': '请填写团体名称',
    'validation.group.contactPerson.required': '请填写联系人',
    'validation.group.duplicate.phone': '与其他成员的手机号相同',
    'validation.group.duplicate.email': '与其他成员的邮箱相同',
    'validation.group.duplicate.id_number': '与其他成员的证件号码相同',
    'validation.amount.invalid': '请选择正确的数量',
  },
  {
    en: {
      'question.status.unanswered': 'Awaiting an answer',
      'question.status.public': 'Public',
      'question.status.private': 'Private',
      'validation.group.name.required': "Enter the group's name",
      'validation.group.contactPerson.required': 'Enter a contact person',
      'validation.group.duplicate.phone': 'Another member has the same mobile number',
      'validation.group.duplicate.email': 'Another member has the same e-mail',
      'validation.group.duplicate.id_number': 'Another member has the same ID number',
      'validation.amount.invalid': 'Choose a valid quantity',
    },
    ja: {
      'question.status.unanswered': '回答待ち',
      'question.status.public': '公開',
      'question.status.private': '非公開',
      'validation.group.name.required': '団体名を入力してください',
      'validation.group.contactPerson.required': '担当者を入力してください',
      'validation.group.duplicate.phone': '他のメンバーと携帯電話番号が同じです',
      'validation.group.duplicate.email': '他のメンバーとメールが同じです',
      'validation.group.duplicate.id_number': '他のメンバーと身分証番号が同じです',
      'validation.amount.invalid': '正しい数量を選んでください',
    },
    ko: {
      'question.status.unanswered': '답변 대기',
      'question.status.public': '공개',
      'question.status.private': '비공개',
      'validation.group.name.required': '단체명을 입력하세요',
      'validation.group.contactPerson.required': '담당자를 입력하세요',
      'validation.group.duplicate.phone': '다른 구성원과 휴대폰 번호가 같습니다',
      'validation.group.duplicate.email': '다른 구성원과 이메일이 같습니다',
      'validation.group.duplicate.id_number': '다른 구성원과 신분증 번호가 같습니다',
      'validation.amount.invalid': '올바른 수량을 선택하세요',
    },
  },
)
