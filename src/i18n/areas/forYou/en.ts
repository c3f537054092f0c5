import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'forYou.region': 'For you',
  'forYou.next.title': 'Next for you',
  'forYou.kind.session': 'Session',
  'forYou.kind.activity': 'Activity',
  'forYou.kind.appointment': 'Meeting',
  'forYou.countdown.now': 'Happening now',
  'forYou.countdown.minutes': 'Starts in {count, plural, one {# minute} other {# minutes}}',
  'forYou.countdown.hours': 'Starts in {count, plural, one {# hour} other {# hours}}',
  'forYou.countdown.days': 'Starts in {count, plural, one {# day} other {# days}}',
  'forYou.open.session': 'View session',
  'forYou.open.activity': 'Show my ticket',
  'forYou.open.appointment': 'View meeting',
  'forYou.myAgenda': 'My agenda',
  'forYou.appointmentWith': 'Meeting with {name}',
  'forYou.someone': 'an exhibitor',
  'forYou.empty': 'Nothing planned yet: save a session, register for an activity or book an exhibitor, and what comes next shows here.',
  'forYou.browse': 'Browse the agenda',
  'forYou.signIn.text': 'Sign in to see your next session, ticket or meeting here.',
  'forYou.signIn.action': 'Sign in',
  'forYou.live.title': 'Live now',
  'forYou.live.badge': 'Live',
  'forYou.live.paused': 'Paused',
  'forYou.live.watch': 'Watch',
  'forYou.live.watchLabel': 'Watch live: {title}',
  'forYou.programme.today': "Today's programme",
  'forYou.programme.day': 'Programme · {date}',
  'forYou.programme.all': 'Full programme',
  'forYou.programme.more': '{count, plural, one {# more session} other {# more sessions}}',
  'forYou.programme.open': 'Open session: {title}',
  'forYou.failed': 'Your plan could not be loaded',
}

export default en
