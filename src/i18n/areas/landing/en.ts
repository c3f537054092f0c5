import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'landing.exhibition.intro': 'Three halls of new technology and products: come and see, talk business and find partners.',
  'landing.exhibition.halls': 'Halls',
  'landing.exhibition.hallCount': '{count, plural, one {# exhibitor} other {# exhibitors}}',
  'landing.exhibition.openHall': 'Exhibitors in {hall}',
  'landing.exhibition.zones': 'Zones and product categories',
  'landing.exhibition.featured': 'Featured exhibitors',
  'landing.exhibition.products': 'Featured products',
  'landing.exhibition.allExhibitors': 'All exhibitors',
  'landing.exhibition.openProduct': 'Open product: {title}',
  'landing.exhibition.noExhibitors': 'No featured exhibitors yet',
  'landing.exhibition.noProducts': 'No products yet',
  'landing.exhibition.conference': 'Conference programme',
  'landing.conference.heading': 'Conference',
  'landing.conference.intro': 'Keynotes, parallel forums and industry talks run throughout the expo; many sessions are streamed live.',
  'landing.conference.days': 'Programme',
  'landing.conference.day': 'Day {n} · {date}',
  'landing.conference.sessions': '{count, plural, one {# session} other {# sessions}}',
  'landing.conference.openDay': 'Programme of day {n}',
  'landing.conference.fullProgramme': 'Full programme',
  'landing.conference.noSessions': 'The programme will be announced soon',
  'landing.conference.keynotes': 'Keynote speakers',
  'landing.conference.allSpeakers': 'All speakers',
  'landing.conference.noSpeakers': 'Speakers will be announced soon',
  'landing.conference.lives': 'Live streams',
  'landing.conference.allLives': 'All live streams',
  'landing.conference.noLives': 'No live streams yet',
  'landing.conference.exhibition': 'Visit the exhibition',
  'landing.failed': 'This part could not be loaded',
  'landing.retry': 'Retry',
}

export default en
