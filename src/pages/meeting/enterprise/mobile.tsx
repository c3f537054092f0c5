import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { EnterpriseArticle } from './EnterpriseArticle'
import type { EnterpriseDetailData } from './useEnterpriseDetail'
import '../../exhibit/parts/exhibit.scss'

export const EnterpriseDetailMobile = observer(function EnterpriseDetailMobile({ data }: { data: EnterpriseDetailData }) {
  return (
    <View className='fu-enterprise fu-enterprise--mobile'>
      <View className='fu-mobile-bar fu-enterprise__bar'>
        <Text className='fu-enterprise__bar-title'>{data.t('route.meetingEnterprise')}</Text>
        <LanguageSwitcher />
      </View>
      <EnterpriseArticle data={data} variant='mobile' />
      <MeetingFooter />
    </View>
  )
})
