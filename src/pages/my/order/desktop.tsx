import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading, srRole } from '@/components/a11y'
import { localize } from '@/core/localize'
import { useStores } from '@/stores'
import { OrderList } from './OrderList'
import type { MyOrdersData } from './useMyOrders'
import '../tickets/tickets.scss'
import './order.scss'

/** ≥1200 px: top bar, then the orders as wide rows (number and activity left, time, amount and status right). */
export const MyOrdersDesktop = observer(function MyOrdersDesktop({ data }: { data: MyOrdersData }) {
  const { meeting, language } = useStores()
  return (
    <View className='fu-orders fu-orders--desktop'>
      <View className='fu-topbar' {...srRole('banner')}>
        <View className='fu-topbar__inner fu-desktop-column'>
          <Text className='fu-topbar__brand'>{meeting.meeting ? localize(meeting.meeting.title, language.language) : data.t('app.name')}</Text>
          <LanguageSwitcher />
        </View>
      </View>
      <View className='fu-desktop-column fu-orders__page'>
        <View className='fu-tickets__header fu-orders__header'>
          <Text className='fu-tickets__title' {...heading(1)}>{data.t('route.myOrder')}</Text>
          <Text className='fu-tickets__intro'>{data.t('orders.intro')}</Text>
        </View>
        <OrderList data={data} />
      </View>
      <MeetingFooter />
    </View>
  )
})
