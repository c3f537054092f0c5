import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'shell.tabs': 'Meeting tabs',
  'shell.navigation': 'Meeting navigation',
  'shell.home': 'Home',
  'shell.more': 'More',
  'shell.moreEntries': 'More pages',
  'shell.back': 'Back',
  'shell.backHome': 'Back to home',
  'shell.navigationFailed': 'Navigation failed to load. Tap to retry',
  'shell.navigationOffline': 'Offline: the navigation appears when the network is back',
  'shell.my': 'My',
  'shell.signIn': 'Sign in',
  'shell.search': 'Search',
  'shell.searchHint': 'Search the event',
  'shell.accountMenu': 'My account',
  'shell.accountHub': 'My page',
  'shell.appointments': 'My appointments',
  'shell.signOut': 'Sign out',
}

export default en
