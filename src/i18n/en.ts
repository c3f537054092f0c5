import type { Catalogue } from './zh'

const en: Catalogue = {
  'app.name': 'FU Events',
  'common.loading': 'Loading…',
  'common.retry': 'Retry',
  'common.empty': 'Nothing here yet',
  'common.failed': 'Failed to load',
  'common.know': 'Got it',
  'common.confirm': 'OK',
  'common.cancel': 'Cancel',
  'common.free': 'Free',
  'common.language': 'Language',
  'common.back': 'Back',
  'common.home': 'Home',
  'error.request': 'Request failed',
  'error.network': 'Network error, please refresh and try again',
  'token.invalid': 'Your session has expired. Please sign in again',
  'copy.success': 'Copied',
  'copy.fail': 'Copy failed',
  'title.meeting.home': 'Event home',
  'title.404': 'Page not found',
  'title.204': 'Content deleted',
  'meeting.dates': 'Dates',
  'meeting.poweredBy': 'Powered by',
  'page.notFound.text': 'The page you are looking for does not exist.',
  'page.deleted.text': 'This content has been deleted.',
}
export default en
