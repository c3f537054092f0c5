import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { TicketDetailBody } from './mobile'
import type { TicketDetailData } from './useTicketDetail'
import '../../tickets/tickets.scss'

/** ≥1200 px: the QR code large on the left, the ticket's details on the right. */
export const TicketDetailDesktop = observer(function TicketDetailDesktop({ data }: { data: TicketDetailData }) {
  return (
    <View className='fu-ticket fu-ticket--desktop'>
      <DesktopTopBar />
      <TicketDetailBody data={data} qrSize={320} desktop />
      <MeetingFooter />
    </View>
  )
})
