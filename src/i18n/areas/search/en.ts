import type { Translation } from '../../define'
import type zh from './zh'

/** English of ./zh.ts. */
const en: Translation<typeof zh> = {
  'search.label': 'Search this event',
  'search.placeholder': 'Activities, agenda, news, speakers, exhibitors, products',
  'search.submit': 'Search',
  'search.clear': 'Clear',
  'search.recent': 'Recent searches',
  'search.recent.clear': 'Clear all recent searches',
  'search.recent.clearAll': 'Clear all',
  'search.recent.remove': 'Remove “{keyword}” from recent searches',
  'search.popular': 'Popular searches',
  'search.shortcuts': 'Browse this event',
  'search.area.activity': 'Activities',
  'search.area.agenda': 'Agenda',
  'search.area.speaker': 'Speakers',
  'search.area.exhibitor': 'Exhibitors',
  'search.area.product': 'Products',
  'search.area.news': 'News',
  'search.area.live': 'Live streams',
  'search.filter.results': 'Results for “{keyword}”',
  'search.filter.showAll': 'Show all',
  'search.prompt': 'Type a keyword to search everything in this event',
  'search.empty': 'Nothing matches “{keyword}”',
  'search.group.activity': 'Activities',
  'search.group.agenda': 'Agenda',
  'search.group.news': 'News',
  'search.group.speaker': 'Speakers',
  'search.group.exhibitor': 'Exhibitors',
  'search.group.product': 'Products',
  'search.group.count': '{total} found',
  'search.group.failed': 'This group could not be loaded',
  'search.more': 'All {group}',
}

export default en
