import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from './Action'
import { useStores } from '@/stores'
import type { LikeState } from './useLike'
import './LikeButton.scss'

/** The like toggle with its count; pressed state for screen readers. */
export const LikeButton = observer(function LikeButton({ like }: { like: LikeState }) {
  const { language } = useStores()
  const t = language.t
  return (
    <Action
      className={`fu-like${like.liked ? ' fu-like--on' : ''}`}
      onPress={like.toggle}
      disabled={like.busy}
      aria={{ 'aria-pressed': like.liked }}
    >
      <Text className='fu-like__label'>{t(like.liked ? 'exhibit.like.liked' : 'exhibit.like.like')}</Text>
      <Text className='fu-like__count'>{t('exhibit.like.total', { total: like.total })}</Text>
    </Action>
  )
})
