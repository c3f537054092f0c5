import { useCallback, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { LanguageCode } from '@fu-types/entities'
import { useStores } from '@/stores'
import { Action } from './Action'
import { srRole } from './a11y'
import { block } from './classNames'
import { useEscapeToClose } from './useEscapeToClose'
import './LanguageMenu.scss'

const langmenu = block('langmenu')

/** Each language's own name, so a reader finds theirs whatever language is on screen. */
const NATIVE_NAMES: Record<LanguageCode, string> = { zh: '中文', en: 'English', ja: '日本語', ko: '한국어' }
const SHORT_NAMES: Record<LanguageCode, string> = { zh: '中', en: 'EN', ja: '日', ko: '한' }

/** One compact control for the language: the current one, a menu of the meeting's others (SPEC §1). */
export const LanguageMenu = observer(function LanguageMenu() {
  const { language } = useStores()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  useEscapeToClose(open, close)
  if (language.enabled.length < 2) return null
  const label = language.t('common.language')
  return (
    <View className='fu-langmenu'>
      <Action
        className='fu-langmenu__toggle'
        // The name starts with what the button shows (a voice user says "EN"), then says what it is.
        aria={{ 'aria-label': `${SHORT_NAMES[language.language]}, ${label}: ${NATIVE_NAMES[language.language]}`, 'aria-haspopup': 'menu', 'aria-expanded': open }}
        onPress={() => setOpen(!open)}
      >
        <Text aria-hidden>{SHORT_NAMES[language.language]} ▾</Text>
      </Action>
      {open ? (
        <View className='fu-langmenu__list' {...srRole('menu', { 'aria-label': label })}>
          {language.enabled.map(code => (
            <Action
              key={code}
              className={langmenu('item', { current: code === language.language })}
              role='menuitemradio'
              aria={{ 'aria-checked': code === language.language }}
              onPress={() => { void language.setLanguage(code); close() }}
            >
              {NATIVE_NAMES[code]}
            </Action>
          ))}
        </View>
      ) : null}
    </View>
  )
})
