import { Text } from '@tarojs/components'
import type { Tone } from '@/core/display'
import './display.scss'

/** A short status word in its tone's colour (registration state, order status, …). */
export function Badge({ text, tone, className }: { text: string; tone: Tone; className?: string }) {
  return <Text className={`fu-badge fu-tone--${tone}${className ? ` ${className}` : ''}`} data-tone={tone}>{text}</Text>
}
