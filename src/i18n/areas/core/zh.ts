/**
 * Keys that core's rules give (core/messages.ts) and no screen's area had yet: a question's state, the group
 * rules' errors and a ticket quantity. index.ts checks that every key core gives is in some catalogue.
 */
const zh = {
  'question.status.unanswered': '待回答',
  'question.status.public': '已公开',
  'question.status.private': '未公开',
  'validation.name.directionControl': '名称中含有隐藏的文字方向控制字符，请删除',
  'validation.group.name.required': '请填写团体名称',
  'validation.group.contactPerson.required': '请填写联系人',
  'validation.group.duplicate.phone': '与其他成员的手机号相同',
  'validation.group.duplicate.email': '与其他成员的邮箱相同',
  'validation.group.duplicate.id_number': '与其他成员的证件号码相同',
  'validation.amount.invalid': '请选择正确的数量',
}

export default zh
