import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'shortLink.opening': 'Opening the link…',
  'shortLink.unknown': 'This link has expired or is unknown',
  'shortLink.unknownHint': 'Ask whoever shared it for a new link.',
  'shortLink.leaving': 'This link leads to another site:',
  'shortLink.proceed': 'Continue to {host}',
  'shortLink.opened': 'The link opened in a new window',
  'shortLink.openAgain': 'Open again',
  'shortLink.home': 'Back to home',
}

export default en
