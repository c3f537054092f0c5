import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { TicketBack, TicketFacts, TicketFound, TicketQrPanel, TicketTitle } from './TicketPass'
import type { TicketDetailData } from './useTicketDetail'
import '../../tickets/tickets.scss'

/** A phone: one card with the title, the QR code and the facts, the way back under it. */
export const TicketDetailMobile = observer(function TicketDetailMobile({ data }: { data: TicketDetailData }) {
  return (
    <View className='fu-ticket fu-ticket--mobile'>
      <TicketFound data={data}>
        <View className='fu-ticket__card'>
          <TicketTitle data={data} />
          <TicketQrPanel data={data} size='screen' />
          <TicketFacts data={data} />
        </View>
        <TicketBack data={data} />
      </TicketFound>
    </View>
  )
})
