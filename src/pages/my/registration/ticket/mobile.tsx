import { Text, View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { observer } from 'mobx-react'
import { Failed, Loading } from '@/components/StateViews'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { TicketFacts, TicketQrPanel, TicketTitle } from './TicketPass'
import type { TicketDetailData } from './useTicketDetail'
import '../../tickets/tickets.scss'

export const TicketDetailMobile = observer(function TicketDetailMobile({ data }: { data: TicketDetailData }) {
  return (
    <View className='fu-ticket fu-ticket--mobile'>
      <View className='fu-mobile-bar'><LanguageSwitcher /></View>
      <TicketDetailBody data={data} qrSize={240} />
    </View>
  )
})

/** States first (loading, failed with retry, not found), then the pass. Shared by both variants. */
export const TicketDetailBody = observer(function TicketDetailBody({ data, qrSize, desktop }: { data: TicketDetailData; qrSize: number; desktop?: boolean }) {
  if (data.status === 'loading') return <Loading />
  if (data.status === 'failed') return <Failed message={data.error} onRetry={data.retry} />
  const back = <Action className='fu-ticket__back' onPress={() => void data.backToList()}>{data.t('tickets.backToList')}</Action>
  if (data.notFound) {
    return (
      <View className='fu-state fu-state--empty fu-tickets__empty'>
        <Text>{data.t('tickets.notFound')}</Text>
        {back}
      </View>
    )
  }
  if (desktop) {
    return (
      <View className='fu-desktop-column fu-ticket__page'>
        <View className='fu-ticket__card fu-ticket__qr-panel'><TicketQrPanel data={data} size={qrSize} /></View>
        <View className='fu-ticket__card fu-ticket__info'>
          <TicketTitle data={data} />
          <TicketFacts data={data} />
          {back}
        </View>
      </View>
    )
  }
  return (
    <View>
      <View className='fu-ticket__card'>
        <TicketTitle data={data} />
        <TicketQrPanel data={data} size={qrSize} />
        <TicketFacts data={data} />
      </View>
      {back}
    </View>
  )
})
