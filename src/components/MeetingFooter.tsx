import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { srRole } from './a11y'

/** The meeting's footer: ICP filing number and "powered by" unless the organiser hides it (SPEC §1, §3). */
export const MeetingFooter = observer(function MeetingFooter() {
  const { meeting, language } = useStores()
  const config = meeting.meeting?.config
  const powerby = meeting.meeting?.exhibition?.powerby
  const showPoweredBy = powerby?.hidden !== 1
  if (!config?.icp && !showPoweredBy) return null
  return (
    <View className='fu-footer' {...srRole('contentinfo')}>
      {config?.icp ? <Text className='fu-footer__icp'>{config.icp}</Text> : null}
      {showPoweredBy ? <Text className='fu-footer__powered'>{language.t('meeting.poweredBy')} {language.t('app.name')}</Text> : null}
    </View>
  )
})
