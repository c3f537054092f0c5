import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { heading } from '@/components/a11y'
import { OrderList } from './OrderList'
import type { MyOrdersData } from './useMyOrders'
import '../tickets/tickets.scss'
import './order.scss'

export const MyOrdersMobile = observer(function MyOrdersMobile({ data }: { data: MyOrdersData }) {
  return (
    <View className='fu-orders fu-orders--mobile'>
      <View className='fu-mobile-bar'><LanguageSwitcher /></View>
      <View className='fu-tickets__header'>
        <Text className='fu-tickets__title' {...heading(1)}>{data.t('route.myOrder')}</Text>
        <Text className='fu-tickets__intro'>{data.t('orders.intro')}</Text>
      </View>
      <OrderList data={data} />
    </View>
  )
})
