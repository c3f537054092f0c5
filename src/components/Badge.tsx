import { Text } from '@tarojs/components'
import type { Tone } from '@/core/display'
import { block, cx } from './classNames'
import './display.scss'

const badge = block('badge')
const tones = block('tone')

/** A short status word in its tone's colour (registration state, order status, …). */
export function Badge({ text, tone, className }: { text: string; tone: Tone; className?: string }) {
  return <Text className={cx(badge(), tones.modifier(tone), className)} data-tone={tone}>{text}</Text>
}
