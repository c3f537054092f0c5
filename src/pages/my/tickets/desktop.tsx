import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { ScopeTabs, TicketList } from './TicketList'
import type { MyTicketsData } from './useMyTickets'
import './tickets.scss'

/** ≥1200 px: top bar, then the tickets as a three-column grid of cards in the content column. */
export const MyTicketsDesktop = observer(function MyTicketsDesktop({ data, title }: { data: MyTicketsData; title: string }) {
  return (
    <View className='fu-tickets fu-tickets--desktop'>
      <DesktopTopBar />
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
