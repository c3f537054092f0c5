import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'question.status.unanswered': 'Awaiting an answer',
  'question.status.public': 'Public',
  'question.status.private': 'Private',
  'validation.name.directionControl': 'Remove the hidden text-direction characters from this name',
  'validation.group.name.required': 'Enter the group\'s name',
  'validation.group.contactPerson.required': 'Enter a contact person',
  'validation.group.duplicate.phone': 'Another member has the same mobile number',
  'validation.group.duplicate.email': 'Another member has the same e-mail',
  'validation.group.duplicate.id_number': 'Another member has the same ID number',
  'validation.amount.invalid': 'Choose a valid quantity',
}

export default en
