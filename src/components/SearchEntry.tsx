import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { navigateTo } from '@/router/navigate'
import { resolveLocation } from '@/router/resolve'
import { useCurrentRoute } from '@/router/currentRoute'
import { Action } from './Action'
import { block } from './classNames'
import { Icon } from './ui/Icon'
import './SearchEntry.scss'

const entry = block('search-entry')

/**
 * One tap to the meeting's search (issue 25), whatever the organiser's navigation holds: a round magnifier in the
 * desktop top bar (`icon`, named "Search"), a field-like bar on the phone's home (`field`, "Search the event").
 */
export const SearchEntry = observer(function SearchEntry({ look }: { look: 'icon' | 'field' }) {
  const { language, meeting } = useStores()
  const t = language.t
  const current = resolveLocation(useCurrentRoute()).route.name === 'meetingSearch'
  const open = () => { if (!current) void navigateTo('meetingSearch', { meeting_id: meeting.meeting?._id }) }
  const aria: Record<`aria-${string}`, string> = current ? { 'aria-current': 'page' } : {}
  if (look === 'icon') {
    return (
      <Action className={entry({ icon: true, current })} role='link' aria={{ 'aria-label': t('shell.search'), ...aria }} onPress={open}>
        <Icon name='search' size={18} />
      </Action>
    )
  }
  return (
    <Action className={entry({ field: true })} role='link' aria={aria} onPress={open}>
      <Icon name='search' size={16} />
      <Text className='fu-search-entry__hint'>{t('shell.searchHint')}</Text>
    </Action>
  )
})
