import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { srRole } from '@/components/a11y'
import { localize } from '@/core/localize'
import { useStores } from '@/stores'
import { TicketDetailBody } from './mobile'
import type { TicketDetailData } from './useTicketDetail'
import '../../tickets/tickets.scss'

/** ≥1200 px: the QR code large on the left, the ticket's details on the right. */
export const TicketDetailDesktop = observer(function TicketDetailDesktop({ data }: { data: TicketDetailData }) {
  const { meeting, language } = useStores()
  return (
    <View className='fu-ticket fu-ticket--desktop'>
      <View className='fu-topbar' {...srRole('banner')}>
        <View className='fu-topbar__inner fu-desktop-column'>
          <Text className='fu-topbar__brand'>{meeting.meeting ? localize(meeting.meeting.title, language.language) : data.t('app.name')}</Text>
          <LanguageSwitcher />
        </View>
      </View>
      <TicketDetailBody data={data} qrSize={320} desktop />
      <MeetingFooter />
    </View>
  )
})
