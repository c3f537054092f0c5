import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'live.list.open': 'Watch: {title}',
  'live.list.empty': 'No live streams yet',
  'live.list.total': '{total, plural, one {# live stream} other {# live streams}}',
  'live.state.countdown': 'Upcoming',
  'live.state.live': 'Live',
  'live.state.paused': 'Paused',
  'live.state.over': 'Ended',
  'live.state.replay': 'Replay',
  'live.countdown': 'Starts in {clock}',
  'live.countdown.days': 'Starts in {days}d {clock}',
  'live.detail.reminded': 'Reminder set: we will text and e-mail you 10 minutes before the start',
}

export default en
