import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'native.openMore': 'Open the full page',
  'native.threadShare': '{name}: {excerpt}',
  'native.pullToRefresh': 'Pull down to refresh',
  'native.copyContact': 'Copy contact details',
  'native.call': 'Call',
  'native.remind': 'Remind me',
  'native.remindDone': 'Subscribed: WeChat will remind you 10 minutes before the live starts',
  'native.remindRefused': 'WeChat reminders were not allowed. You can turn them on again in Settings',
  'native.remindFailed': 'Could not set the reminder. Please try again',
  'native.remindNoLive': 'No live is coming up',
  'calendar.add': 'Add to phone calendar',
  'calendar.addFile': 'Add to calendar',
  'calendar.added': 'Added to your calendar',
  'calendar.failed': 'Could not add it to your calendar',
  'calendar.appointmentTitle': 'Meeting with {name}',
  'native.privacy.title': 'Privacy notice',
  'native.privacy.text': 'Before using your phone number, images or the scanner, please read and agree to our privacy guide. If you refuse, this feature cannot be used.',
  'native.privacy.contract': 'Read the privacy guide',
  'native.privacy.agree': 'Agree',
  'native.privacy.refuse': 'Refuse',
}

export default en
