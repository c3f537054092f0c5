import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { Action } from './Action'
import { heading, srRole } from './a11y'
import './CopyLinkDialog.scss'

/**
 * The link a runtime cannot open (SPEC §8: the mini-program outside its web-view whitelist, or a link that is not
 * http(s)): shown as plain text — never as a link — with a copy button (platform.copyText, then a toast).
 */
export const CopyLinkDialog = observer(function CopyLinkDialog({ link, onClose }: { link: string; onClose?: () => void }) {
  const { language, platform } = useStores()
  const t = language.t
  const copy = async () => {
    let copied = false
    try {
      copied = await platform.copyText(link)
    } catch {
      copied = false
    }
    platform.toast(t(copied ? 'copy.success' : 'copy.fail'))
  }
  return (
    <View className='fu-copy-link' {...srRole('dialog', { 'aria-modal': true, 'aria-labelledby': 'fu-copy-link-title' })}>
      <View className='fu-copy-link__panel'>
        <Text id='fu-copy-link-title' className='fu-copy-link__title' {...heading(2)}>{t('copyLink.title')}</Text>
        <Text className='fu-copy-link__hint'>{t('copyLink.hint')}</Text>
        <Text className='fu-copy-link__label' id='fu-copy-link-label'>{t('copyLink.label')}</Text>
        <Text className='fu-copy-link__url' aria-labelledby='fu-copy-link-label' userSelect>{link}</Text>
        <View className='fu-copy-link__actions'>
          <Action className='fu-button fu-copy-link__copy' onPress={() => void copy()}>{t('copyLink.copy')}</Action>
          {onClose ? <Action className='fu-copy-link__close' onPress={onClose}>{t('copyLink.close')}</Action> : null}
        </View>
      </View>
    </View>
  )
})
