import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import type { PrivacyRequest } from '@/platform'
import { useStores } from '@/stores'

const PRIVACY_AGREE_BUTTON_ID = 'fu-privacy-agree'

/**
 * Our privacy sheet for WeChat's privacy flow (platform/privacy.ts): shown when a native page's call needs the person's
 * agreement (phone number, images, scanner). "Agree" is WeChat's `agreePrivacyAuthorization` button, "refuse" lets the
 * call fail; the guide opens WeChat's own privacy contract page.
 */
export const PrivacySheet = observer(function PrivacySheet() {
  const { language, platform } = useStores()
  const gate = platform.privacy
  const [request, setRequest] = useState<PrivacyRequest | null>(() => gate?.current() ?? null)
  useEffect(() => gate?.watch(setRequest), [gate])
  if (!gate || !request) return null
  const t = language.t
  const openContract = () => {
    const wxApi = Taro as unknown as { openPrivacyContract?: (options: object) => void }
    wxApi.openPrivacyContract?.({})
  }
  return (
    <View className='fu-privacy' {...srRole('dialog', { 'aria-modal': true, 'aria-labelledby': 'fu-privacy-title' })}>
      <View className='fu-privacy__panel'>
        <Text id='fu-privacy-title' className='fu-privacy__title' {...heading(2)}>{t('native.privacy.title')}</Text>
        <Text className='fu-privacy__text'>{t('native.privacy.text')}</Text>
        <Action className='fu-privacy__contract' role='link' onPress={openContract}>{t('native.privacy.contract')}</Action>
        <View className='fu-privacy__actions'>
          <Action className='fu-privacy__refuse' onPress={() => gate.refuse()}>{t('native.privacy.refuse')}</Action>
          <Button
            id={PRIVACY_AGREE_BUTTON_ID}
            className='fu-button fu-privacy__agree'
            openType={'agreePrivacyAuthorization' as never}
            {...{ onAgreePrivacyAuthorization: () => gate.agree(PRIVACY_AGREE_BUTTON_ID) }}
          >
            {t('native.privacy.agree')}
          </Button>
        </View>
      </View>
    </View>
  )
})
