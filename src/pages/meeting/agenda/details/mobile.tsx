import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { AgendaArticle } from './AgendaArticle'
import type { AgendaDetailsData } from './useAgendaDetails'
import '../agenda.scss'

export const AgendaDetailsMobile = observer(function AgendaDetailsMobile({ data }: { data: AgendaDetailsData }) {
  return (
    <View className='fu-agenda-detail fu-agenda-detail--mobile'>
      <View className='fu-mobile-bar'>
        <Text className='fu-agenda-detail__bar-title'>{data.t('agenda.schedule.heading')}</Text>
        <LanguageSwitcher />
      </View>
      <AgendaArticle data={data} variant='mobile' />
      <MeetingFooter />
    </View>
  )
})
