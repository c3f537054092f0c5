import { Button, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { LanguageCode } from '@fu-types/entities'
import { useStores } from '@/stores'
import { srRole } from './a11y'
import { block } from './classNames'
import './LanguageSwitcher.scss'

const lang = block('lang')

/** Each language's own name, so a reader finds theirs whatever language is on screen. */
const NATIVE_NAMES: Record<LanguageCode, string> = { zh: '中文', en: 'English', ja: '日本語', ko: '한국어' }

/** Offers only the languages the meeting enables (SPEC §1). */
export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const { language } = useStores()
  if (language.enabled.length < 2) return null
  return (
    <View className='fu-lang' {...srRole('group', { 'aria-label': language.t('common.language') })}>
      {language.enabled.map(code => (
        <Button
          key={code}
          className={lang('item', { current: code === language.language })}
          {...srRole('button', { 'aria-pressed': code === language.language })}
          onClick={() => void language.setLanguage(code)}
        >
          {NATIVE_NAMES[code]}
        </Button>
      ))}
    </View>
  )
})
