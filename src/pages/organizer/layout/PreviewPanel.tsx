/**
 * The draft's preview: /preview on this site, its address as a QR code for a phone, and the mini-program's page path
 * (the web-view shell opening /preview) to compile in WeChat DevTools.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { TicketQrCode } from '@/components/TicketQrCode'
import { heading } from '@/components/a11y'
import type { LayoutEditorData } from './useLayoutEditor'

export const PreviewPanel = observer(function PreviewPanel({ data }: { data: LayoutEditorData }) {
  const { t, preview } = data
  if (!preview.route) return null
  return (
    <View className='fu-organizer__card'>
      <Text className='fu-organizer__section-title' {...heading(2)}>{t('organizer.layout.preview.heading')}</Text>
      <Text className='fu-organizer__meta'>{t('organizer.layout.preview.hint')}</Text>
      <Action className='fu-button fu-organizer__primary' onPress={preview.open}>{t('organizer.layout.preview.open')}</Action>
      <Text className='fu-organizer__card-title' {...heading(3)}>{t('organizer.layout.preview.phone')}</Text>
      <TicketQrCode payload={preview.siteUrl} code='' size={160} label={t('organizer.layout.preview.qrLabel')} failedText={t('organizer.layout.preview.qrFailed')} />
      <Text className='fu-layout__address' userSelect>{preview.siteUrl}</Text>
      <Text className='fu-organizer__card-title' {...heading(3)}>{t('organizer.layout.preview.miniProgram')}</Text>
      <Text className='fu-organizer__meta'>{t('organizer.layout.preview.miniProgramHint')}</Text>
      <Text className='fu-layout__address' userSelect>{preview.miniProgramPath}</Text>
    </View>
  )
})
