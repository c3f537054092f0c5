import type { PropsWithChildren } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { heading, srRole } from '@/components/a11y'
import type { Remote } from '@/components/useRemote'
import { Action } from '@/components/Action'

interface BlockFrameProps {
  title: string
  remote: Remote<readonly unknown[]>
  /** Opens the full list of this block's items. */
  onMore?: () => void
  className: string
}

/** A home block: its title, a "more" link, and its own loading, empty and failure states, so one failing block never blanks the page. */
export const BlockFrame = observer(function BlockFrame({ title, remote, onMore, className, children }: PropsWithChildren<BlockFrameProps>) {
  const { language } = useStores()
  return (
    <View className={`fu-block ${className}${remote.status === 'loading' ? ' fu-block--loading' : ''}`} {...srRole('region', { 'aria-label': title })}>
      <View className='fu-block__head'>
        <Text className='fu-block__title' {...heading(2)}>{title}</Text>
        {onMore ? <Action className='fu-block__more' onPress={onMore}>{language.t('home.more')}</Action> : null}
      </View>
      {remote.status === 'loading' ? <Text className='fu-block__state'>{language.t('common.loading')}</Text> : null}
      {remote.status === 'failed' ? (
        <View className='fu-block__state' {...srRole('alert')}>
          <Text>{language.t('common.failed')}</Text>
          <Action className='fu-block__retry' onPress={remote.retry}>{language.t('common.retry')}</Action>
        </View>
      ) : null}
      {remote.status === 'ready' && !remote.data?.length ? <Text className='fu-block__state'>{language.t('common.empty')}</Text> : null}
      {remote.status === 'ready' && remote.data?.length ? children : null}
    </View>
  )
})
