import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { PagedListView } from '@/components/PagedListView'
import { Empty } from '@/components/StateViews'
import { srRole } from '@/components/a11y'
import { Tabs } from '@/components/ui/Tabs'
import type { ScreenState, Variant } from '@/components/screen/defineScreen'
import { Unbound } from '../Unbound'
import { boundScreenState } from '../useBoundEnterprise'
import type { QuestionListData, QuestionTab } from './useQuestionList'
import '../exhibitor.scss'

const TABS: { tab: QuestionTab; label: 'exhibitor.questions.tab.open' | 'exhibitor.questions.tab.answered' }[] = [
  { tab: 'open', label: 'exhibitor.questions.tab.open' },
  { tab: 'answered', label: 'exhibitor.questions.tab.answered' },
]

/** The frame's loading and failure while the account is read (the list has its own). */
export function questionListState(data: QuestionListData): ScreenState {
  return boundScreenState(data.bound)
}

/**
 * The tabs and the questions: one column on a phone, two on a desktop (exhibitor.scss); an account without a
 * company is told to bind one. One view for both question-list routes; each declares where a question opens.
 */
export const QuestionListView = observer(function QuestionListView({ data, variant }: { data: QuestionListData; variant: Variant }) {
  return (
    <View className={`fu-exhibitor fu-exhibitor--${variant}`}>
      {data.bound.enterpriseId ? <Questions data={data} /> : <Unbound t={data.t} onBind={data.bind} />}
    </View>
  )
})

const Questions = observer(function Questions({ data }: { data: QuestionListData }) {
  const { t } = data
  return (
    <>
      <Tabs
        className='fu-exhibitor__tabs'
        label={t('exhibitor.questions.tabs')}
        current={data.tab}
        onChange={data.setTab}
        items={TABS.map(({ tab, label }) => ({ key: tab, label: t(label) }))}
      />
      <PagedListView
        list={data.list}
        count={data.rows.length}
        empty={<Empty text={data.emptyText} />}
        className='fu-exhibitor__body'
        listClassName='fu-exhibitor__items'
        pagingTexts={data.pagingTexts}
      >
        {data.rows.map(row => (
          <View key={row.id} className='fu-exhibitor__item' {...srRole('listitem')}>
            <View className='fu-exhibitor__item-head'>
              <Text className='fu-exhibitor__asker'>{row.asker}</Text>
              <Text className='fu-exhibitor__time'>{row.askedAt}</Text>
            </View>
            <Text className='fu-exhibitor__content'>{row.content}</Text>
            {row.answer ? (
              <View className='fu-exhibitor__answer'>
                <Text className='fu-exhibitor__answer-text'>{row.answer}</Text>
                <Text className={`fu-exhibitor__badge${row.isPublic ? ' fu-exhibitor__badge--public' : ''}`}>
                  {t(row.isPublic ? 'exhibitor.questions.public' : 'exhibitor.questions.private')}
                </Text>
              </View>
            ) : null}
            <Action
              className='fu-exhibitor__open'
              aria={{ 'aria-label': t('exhibitor.questions.openLabel', { content: row.content }) }}
              onPress={() => data.open(row.id)}
            >
              {t(row.answer ? 'exhibitor.questions.edit' : 'exhibitor.questions.answer')}
            </Action>
          </View>
        ))}
      </PagedListView>
    </>
  )
})
