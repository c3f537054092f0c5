import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { TicketBack, TicketFacts, TicketFound, TicketQrPanel, TicketTitle } from './TicketPass'
import type { TicketDetailData } from './useTicketDetail'
import '../../tickets/tickets.scss'

/** ≥1200 px: the QR code large on the left, the ticket's details on the right. */
export const TicketDetailDesktop = observer(function TicketDetailDesktop({ data }: { data: TicketDetailData }) {
  return (
    <View className='fu-ticket fu-ticket--desktop'>
      <TicketFound data={data}>
        <View className='fu-ticket__page'>
          <View className='fu-ticket__card fu-ticket__qr-panel'><TicketQrPanel data={data} size={320} /></View>
          <View className='fu-ticket__card fu-ticket__info'>
            <TicketTitle data={data} />
            <TicketFacts data={data} />
            <TicketBack data={data} />
          </View>
        </View>
      </TicketFound>
    </View>
  )
})
