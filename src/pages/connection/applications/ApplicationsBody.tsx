import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { PagedListView } from '@/components/PagedListView'
import { Empty } from '@/components/StateViews'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { Tabs } from '@/components/ui/Tabs'
import type { MessageKey } from '@/i18n'
import { PersonCard } from '../PersonCard'
import type { ApplicationDirection, ConnectionApplicationsData } from './useConnectionApplications'
import { ShareRequestsSection } from './ShareRequestsSection'

const TAB: Record<ApplicationDirection, MessageKey> = { received: 'connection.applications.received', sent: 'connection.applications.sent' }
const ACTION: Record<'accept' | 'ignore' | 'cancel', MessageKey> = { accept: 'connection.action.accept', ignore: 'connection.action.ignore', cancel: 'connection.action.cancel' }
/** The same buttons named with the person, for screen readers. */
const ACTION_WITH: Record<'accept' | 'ignore' | 'cancel', MessageKey> = {
  accept: 'connection.action.acceptWith', ignore: 'connection.action.ignoreWith', cancel: 'connection.action.cancelWith',
}

/** Requests to me and mine as two tabs; each request with the person, its reason, its state and what I may do. */
export const ApplicationsBody = observer(function ApplicationsBody({ data, variant }: { data: ConnectionApplicationsData; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-connection-page fu-connection fu-connection--${variant}`}>
      <ShareRequestsSection shares={data.shares} t={t} />
      <Tabs
        className='fu-connection__tabs'
        label={t('connection.applications.label')}
        current={data.direction}
        onChange={data.choose}
        items={(['received', 'sent'] as const).map(direction => ({ key: direction, label: t(TAB[direction]) }))}
      />
      <PagedListView list={data.list} count={data.rows.length} className='fu-connection__body' listClassName='fu-connection__people' pagingTexts={data.pagingTexts}
        empty={<Empty text={t(data.direction === 'sent' ? 'connection.applications.emptySent' : 'connection.applications.emptyReceived')} />}>
        {data.rows.map(row => (
          <View key={row.id} className='fu-connection__item' {...srRole('listitem')}>
            <PersonCard person={row.person} openLabel={t('connection.open', { name: row.person.name })} onOpen={row.person.id ? () => data.open(row.person.id) : undefined}>
              {row.reason ? <Text className='fu-person__reason'>{t('connection.card.reason', { reason: row.reason })}</Text> : null}
              <Badge text={t(row.status.key)} tone={row.status.tone} />
              {row.actions.map(action => (
                <Action key={action} className={`fu-button${action === 'accept' ? '' : ' fu-button--plain'}`} onPress={() => data.act(row.id, action)}
                  aria={{ 'aria-label': t(ACTION_WITH[action], { name: row.person.name }) }}>
                  {t(ACTION[action])}
                </Action>
              ))}
            </PersonCard>
          </View>
        ))}
      </PagedListView>
    </View>
  )
})
