import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'home.more': 'More',
  'home.live.countdown': 'Starting soon',
  'home.live.live': 'Live',
  'home.live.paused': 'Paused',
  'home.live.over': 'Ended',
  'home.live.replay': 'Replay',
  'home.hero.events': 'Browse events',
  'home.hero.agenda': 'See the agenda',
  'copilot.name': 'Meeting assistant',
  'copilot.entry': 'Ask {name}',
}

export default en
