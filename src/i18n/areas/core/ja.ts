import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'question.status.unanswered': '回答待ち',
  'question.status.public': '公開',
  'question.status.private': '非公開',
  'validation.name.directionControl': '名前に隠れた文字方向の制御文字が含まれています。削除してください',
  'validation.group.name.required': '団体名を入力してください',
  'validation.group.contactPerson.required': '担当者を入力してください',
  'validation.group.duplicate.phone': '他のメンバーと携帯電話番号が同じです',
  'validation.group.duplicate.email': '他のメンバーとメールが同じです',
  'validation.group.duplicate.id_number': '他のメンバーと身分証番号が同じです',
  'validation.amount.invalid': '正しい数量を選んでください',
}

export default ja
