import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { LoadMore } from '@/components/LoadMore'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { RotatingTicketQr } from '@/components/RotatingTicketQr'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { ActivityTicketsData } from './useActivityTickets'
import '../group/agent.scss'

/** The list under the heading: each member's ticket with status, code and QR on demand; empty, failure and paging. */
export const GroupTicketList = observer(function GroupTicketList({ data, variant }: { data: ActivityTicketsData; variant: Variant }) {
  const { t, list, rows } = data
  if (list.status === 'failed') return <Failed message={list.error} onRetry={list.retry} />
  if (list.status === 'loading') return <Loading />
  if (!rows.length) return <Empty text={t('agent.tickets.empty')} action={{ label: t('agent.tickets.manage'), onPress: () => { void data.manage() } }} />
  return (
    <View className='fu-agent__section'>
      <View {...srRole('list')}>
        {rows.map(row => (
          <View key={row.ticket._id} className='fu-agent__member' {...srRole('listitem')}>
            <View className='fu-agent__member-text'>
              <Text className='fu-agent__member-name' {...heading(3)}>{row.name}</Text>
              <Text className='fu-agent__member-meta'>{[row.ticket.phone, row.ticket.code ? `${t('tickets.code')}: ${row.ticket.code}` : ''].filter(Boolean).join(' · ')}</Text>
            </View>
            <Badge text={row.statusText} tone={row.statusTone} />
            {row.hasQr ? (
              <Action className='fu-agent__link' aria={{ 'aria-expanded': data.openQr === row.ticket._id }} onPress={() => data.toggleQr(row.ticket._id)}>
                {data.openQr === row.ticket._id ? t('agent.tickets.hideQr') : t('agent.tickets.showQr', { name: row.name })}
              </Action>
            ) : <Text className='fu-agent__member-meta'>{t('agent.tickets.noQr')}</Text>}
            {data.openQr === row.ticket._id && row.ticket.code ? (
              <RotatingTicketQr
                pass={row.ticket.pass ? { activityId: row.ticket.activity_id, code: row.ticket.code, keys: row.ticket.pass.keys, clockOffsetMs: data.clockOffsetMs } : undefined}
                activityId={row.ticket.activity_id}
                code={row.ticket.code}
                label={data.title ? t('tickets.qr.labelPerson', { activity: data.title, name: row.name }) : t('tickets.qr.labelCode', { code: row.ticket.code })}
                texts={{ changesIn: seconds => t('tickets.qr.changesIn', { seconds }), stale: t('tickets.qr.stale'), failed: t('tickets.qr.failed') }}
                size={variant === 'mobile' ? 'screen' : 200}
              />
            ) : null}
          </View>
        ))}
      </View>
      <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} moreFailed={list.moreFailed} onLoadMore={list.loadMore} texts={data.loadMoreTexts} />
    </View>
  )
})
