import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'speaker.list.categories': 'Speaker categories',
  'speaker.list.all': 'All',
  'speaker.list.open': 'Speaker: {name}',
  'speaker.list.empty': 'No speakers yet',
  'speaker.list.total': 'Speakers: {total}',
  'speaker.detail.missing': 'This speaker was not found',
  'speaker.detail.bio': 'About',
  'speaker.detail.sessions': 'Sessions',
  'speaker.detail.noSessions': 'No sessions yet',
  'speaker.detail.back': 'Back to speakers',
  'agenda.schedule.days': 'Meeting days',
  'agenda.schedule.day': 'Day {n}',
  'agenda.schedule.empty': 'No sessions yet',
  'agenda.schedule.dayTotal': 'Sessions this day: {total}',
  'agenda.open': 'Session: {title}',
  'agenda.place': 'Place: {place}',
  'agenda.follow': 'Add to my schedule',
  'agenda.unfollow': 'Remove from my schedule',
  'agenda.followNamed': 'Add "{title}" to my schedule',
  'agenda.unfollowNamed': 'Remove "{title}" from my schedule',
  'agenda.followed': 'Added to my schedule',
  'agenda.unfollowed': 'Removed from my schedule',
  'agenda.followFailed': 'Could not update your schedule. Please try again',
  'agenda.watchLive': 'Live stream: {title}',
  'agenda.detail.missing': 'This session was not found',
  'agenda.detail.back': 'Back to the agenda',
  'agenda.detail.about': 'About this session',
  'agenda.detail.speakers': 'Speakers',
  'agenda.detail.lives': 'Live streams',
  'agenda.detail.activities': 'Related activities',
}

export default en
