import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'copilot.prologue.title': 'Hi, I am {name}',
  'copilot.prologue.description': 'Ask me anything about this event',
  'copilot.prologue.questions': 'You could ask',
  'copilot.question.location': 'Where does the event take place?',
  'copilot.question.guests': 'Who are the star guests?',
  'copilot.question.register': 'How do I register?',
  'copilot.conversation': 'Conversation',
  'copilot.me': 'Me',
  'copilot.thinking': 'Thinking…',
  'copilot.stopped': 'Answer stopped',
  'copilot.sources': 'Sources',
  'copilot.source.open': 'Open {kind}: {title}',
  'copilot.kind.meeting': 'Event',
  'copilot.kind.activity': 'Activity',
  'copilot.kind.agenda': 'Agenda',
  'copilot.kind.speaker': 'Speaker',
  'copilot.kind.news': 'News',
  'copilot.kind.exhibitor': 'Exhibitor',
  'copilot.kind.product': 'Product',
  'copilot.answering': 'Answering…',
  'copilot.input.label': 'Your question',
  'copilot.input.placeholder': 'Type a question…',
  'copilot.input.hint': 'Enter sends, Shift + Enter starts a new line',
  'copilot.send': 'Send',
  'copilot.stop': 'Stop',
  'copilot.stopAnswer': 'Stop the answer',
  'copilot.new': 'New conversation',
  'copilot.failed': 'Could not answer',
  'copilot.error.tooFrequent': 'You are asking too quickly: wait a moment and ask again',
  'copilot.error.tooFrequentFor': 'You are asking too quickly: ask again in {seconds, plural, one {# second} other {# seconds}}',
  'copilot.retry': 'Try again',
  'copilot.disabled': 'This event has no meeting assistant',
  'copilot.backHome': 'Back to the event home',
}

export default en
