import { View } from '@tarojs/components'
import { AtCountdown } from 'taro-ui'
import { srRole } from '../a11y'
import './Countdown.scss'

// taro-ui's default customStyle is '', a string style that React's own H5 components (h5.useHtmlComponents) refuse.
const NO_STYLE = {}

interface CountdownUnits {
  day: string
  hours: string
  minutes: string
  seconds: string
}

/**
 * Time left, ticking every second: taro-ui's AtCountdown, its days shown only when there is at least one (no "0d").
 * The ticking digits are hidden from screen readers (a live ticking region is noise); `label` says the time left
 * when the countdown is reached ("Pay within 14 minutes"). `units` are the separators in the UI language.
 */
export function Countdown({ seconds, units, label, onTimeUp }: { seconds: number; units: CountdownUnits; label: string; onTimeUp?: () => void }) {
  const left = Math.max(0, Math.floor(seconds))
  const day = Math.floor(left / 86400)
  const hours = Math.floor((left % 86400) / 3600)
  const minutes = Math.floor((left % 3600) / 60)
  return (
    <View className='fu-countdown' {...srRole('timer', { 'aria-label': label })}>
      <View aria-hidden>
        <AtCountdown customStyle={NO_STYLE} isShowDay={day > 0} isShowHour={day > 0 || hours > 0} format={units} day={day} hours={hours} minutes={minutes} seconds={left % 60} onTimeUp={onTimeUp} />
      </View>
    </View>
  )
}
