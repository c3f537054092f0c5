import { View } from '@tarojs/components'
import { AtToast } from 'taro-ui'
import { srRole } from '../a11y'
import './Toast.scss'

/**
 * A short message that goes away by itself ("Link copied"): taro-ui's AtToast, text only (its status pictures are
 * images without a text alternative). The live region around it is always there, so screen readers announce the
 * message when it appears (AtToast alone says nothing).
 */
export function Toast({ text, open, onClose, duration = 2500 }: { text: string; open: boolean; onClose: () => void; duration?: number }) {
  return (
    <View className='fu-toast' {...srRole('status', { 'aria-live': 'polite' })}>
      <AtToast isOpened={open} text={text} duration={duration} onClose={onClose} />
    </View>
  )
}
