import { View } from '@tarojs/components'
import { srRole } from '@/components/a11y'

/** The first paint of a native detail page before its data: grey blocks where the cover, title and text will be. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <View className='fu-skeleton' {...srRole('status', { 'aria-label': label, 'aria-busy': true })}>
      <View className='fu-skeleton__cover' />
      <View className='fu-skeleton__line fu-skeleton__line--title' />
      <View className='fu-skeleton__line' />
      <View className='fu-skeleton__line' />
      <View className='fu-skeleton__line fu-skeleton__line--short' />
    </View>
  )
}
