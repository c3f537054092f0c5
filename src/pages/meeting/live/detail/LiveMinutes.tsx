import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Failed, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { LiveDetailData } from './useLiveDetail'

/**
 * The minutes of an ended live (summary, key points, decisions, Q&A), written by the language model or picked from
 * the transcript; the e-mailed `minutes=1` link puts this section first. Nothing for a live still to come or running.
 */
export const LiveMinutes = observer(function LiveMinutes({ data }: { data: LiveDetailData }) {
  const { t, minutes } = data
  const ended = data.state === 'over' || data.state === 'replay'
  if (!ended || data.permissionStatus !== 'ready' || data.gate.kind !== 'open') return null
  const m = minutes.data
  const body = () => {
    if (minutes.status === 'loading') return <Loading />
    if (minutes.status === 'failed') return <Failed message={t('live.minutes.failed')} onRetry={minutes.retry} />
    if (!m || m.status === 'none') return <Text className='fu-live-minutes__note'>{t('live.minutes.none')}</Text>
    if (m.status === 'pending') return <Text className='fu-live-minutes__note' {...srRole('status')}>{t('live.minutes.pending')}</Text>
    const list = (title: string, items: string[] | undefined) => (items?.length ? (
      <View className='fu-live-minutes__part'>
        <Text className='fu-live-minutes__subheading' {...heading(3)}>{title}</Text>
        <View {...srRole('list', { 'aria-label': title })}>
          {items.map((item, i) => <Text key={i} className='fu-live-minutes__item' {...srRole('listitem')}>{item}</Text>)}
        </View>
      </View>
    ) : null)
    return (
      <>
        {m.summary ? (
          <View className='fu-live-minutes__part'>
            <Text className='fu-live-minutes__subheading' {...heading(3)}>{t('live.minutes.summary')}</Text>
            <Text className='fu-live-minutes__summary'>{m.summary}</Text>
          </View>
        ) : null}
        {list(t('live.minutes.keyPoints'), m.key_points)}
        {list(t('live.minutes.decisions'), m.decisions)}
        {m.qa?.length ? (
          <View className='fu-live-minutes__part'>
            <Text className='fu-live-minutes__subheading' {...heading(3)}>{t('live.minutes.qa')}</Text>
            <View {...srRole('list', { 'aria-label': t('live.minutes.qa') })}>
              {m.qa.map((pair, i) => (
                <View key={i} className='fu-live-minutes__qa' {...srRole('listitem')}>
                  <Text className='fu-live-minutes__q'>{t('live.minutes.question', { text: pair.q })}</Text>
                  {pair.a ? <Text className='fu-live-minutes__a'>{t('live.minutes.answer', { text: pair.a })}</Text> : null}
                </View>
              ))}
            </View>
          </View>
        ) : null}
        <Text className='fu-live-minutes__note'>{t(m.source === 'llm' ? 'live.minutes.byModel' : 'live.minutes.extractive')}</Text>
      </>
    )
  }
  return (
    <View id='fu-live-minutes' className={`fu-live-minutes${data.minutesFirst ? ' fu-live-minutes--first' : ''}`} {...srRole('region', { 'aria-label': t('live.minutes.heading') })}>
      <Text className='fu-live-minutes__heading' {...heading(2)}>{t('live.minutes.heading')}</Text>
      {body()}
    </View>
  )
})
