import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { AgendaArticle } from './AgendaArticle'
import type { AgendaDetailsData } from './useAgendaDetails'
import '../agenda.scss'

export const AgendaDetailsDesktop = observer(function AgendaDetailsDesktop({ data }: { data: AgendaDetailsData }) {
  return (
    <View className='fu-agenda-detail fu-agenda-detail--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column'>
        <AgendaArticle data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
