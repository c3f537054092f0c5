import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'shortLink.opening': 'Opening the link…',
  'shortLink.unknown': 'This link has expired or is unknown',
  'shortLink.unknownHint': 'Ask whoever shared it for a new link.',
  'shortLink.opened': 'The link opened in a new window',
  'shortLink.openAgain': 'Open again',
  'shortLink.home': 'Back to home',
}

export default en
