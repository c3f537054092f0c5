import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { heading } from '@/components/a11y'
import { ScopeTabs, TicketList } from './TicketList'
import type { MyTicketsData } from './useMyTickets'
import './tickets.scss'

export const MyTicketsMobile = observer(function MyTicketsMobile({ data, title }: { data: MyTicketsData; title: string }) {
  return (
    <View className='fu-tickets fu-tickets--mobile'>
      <View className='fu-mobile-bar'><LanguageSwitcher /></View>
      <View className='fu-tickets__header'>
        <Text className='fu-tickets__title' {...heading(1)}>{title}</Text>
        <Text className='fu-tickets__intro'>{data.t('tickets.intro')}</Text>
      </View>
      <ScopeTabs data={data} />
      <TicketList data={data} />
    </View>
  )
})
