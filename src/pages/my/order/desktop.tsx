import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { OrderList } from './OrderList'
import type { MyOrdersData } from './useMyOrders'
import '../tickets/tickets.scss'
import './order.scss'

/** ≥1200 px: top bar, then the orders as wide rows (number and activity left, time, amount and status right). */
export const MyOrdersDesktop = observer(function MyOrdersDesktop({ data }: { data: MyOrdersData }) {
  return (
    <View className='fu-orders fu-orders--desktop'>
      <DesktopTopBar />
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
