import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading, srRole } from '@/components/a11y'
import { useStores } from '@/stores'
import { localize } from '@/core/localize'
import { ScopeTabs, TicketList } from './TicketList'
import type { MyTicketsData } from './useMyTickets'
import './tickets.scss'

/** ≥1200 px: top bar, then the tickets as a three-column grid of cards in the content column. */
export const MyTicketsDesktop = observer(function MyTicketsDesktop({ data, title }: { data: MyTicketsData; title: string }) {
  const { meeting, language } = useStores()
  return (
    <View className='fu-tickets fu-tickets--desktop'>
      <View className='fu-topbar' {...srRole('banner')}>
        <View className='fu-topbar__inner fu-desktop-column'>
          <Text className='fu-topbar__brand'>{meeting.meeting ? localize(meeting.meeting.title, language.language) : data.t('app.name')}</Text>
          <LanguageSwitcher />
        </View>
      </View>
      <View className='fu-desktop-column fu-tickets__page'>
        <View className='fu-tickets__header'>
          <Text className='fu-tickets__title' {...heading(1)}>{title}</Text>
          <Text className='fu-tickets__intro'>{data.t('tickets.intro')}</Text>
        </View>
        <ScopeTabs data={data} />
        <TicketList data={data} />
      </View>
      <MeetingFooter />
    </View>
  )
})
