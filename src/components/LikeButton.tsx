import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from './Action'
import type { MessageKey } from '@/i18n'
import { useStores } from '@/stores'
import type { LikeState } from './useLike'
import './LikeButton.scss'

/** The three texts of a toggle: off, on, and the count ({total}). The like's by default; a praise brings its own. */
interface LikeTexts { off: MessageKey; on: MessageKey; total: MessageKey }
const LIKE_TEXTS: LikeTexts = { off: 'exhibit.like.like', on: 'exhibit.like.liked', total: 'exhibit.like.total' }

/** The like toggle with its count; pressed state for screen readers. */
export const LikeButton = observer(function LikeButton({ like, texts = LIKE_TEXTS }: { like: LikeState; texts?: LikeTexts }) {
  const { language } = useStores()
  const t = language.t
  return (
    <Action
      className={`fu-like${like.liked ? ' fu-like--on' : ''}`}
      onPress={like.toggle}
      disabled={like.busy}
      aria={{ 'aria-pressed': like.liked }}
    >
      <Text className='fu-like__label'>{t(like.liked ? texts.on : texts.off)}</Text>
      <Text className='fu-like__count'>{t(texts.total, { total: like.total })}</Text>
    </Action>
  )
})
