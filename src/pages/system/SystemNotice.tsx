import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import type { MessageKey } from '@/i18n'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import './system.scss'

export interface SystemNoticeData {
  /** A status code shown large above the text (404), if any. */
  code?: string
  text: string
  homeLabel: string
  goHome: () => void
}

/**
 * A system page's notice (not found, deleted, not built yet) and the way to the meeting home: replacing this page,
 * unless `replace` is false (the page was opened on top of the one before it, which back returns to).
 */
export function useSystemNotice(textKey: MessageKey, code?: string, replace = true): SystemNoticeData {
  const { language } = useStores()
  return {
    code,
    text: language.t(textKey),
    homeLabel: language.t('common.home'),
    goHome: () => { void navigateTo('meetingHome', {}, { replace }) },
  }
}

/** One layout on mobile and desktop: the code, the notice and the home button, centred. */
export const SystemNotice = observer(function SystemNotice({ data }: { data: SystemNoticeData }) {
  return (
    <View className='fu-system'>
      {data.code ? <Text className='fu-system__code'>{data.code}</Text> : null}
      <Text className='fu-system__text'>{data.text}</Text>
      <Action className='fu-button' onPress={data.goHome}>{data.homeLabel}</Action>
    </View>
  )
})
