import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { srRole } from '@/components/a11y'
import { GuestRow } from '../GuestRow'
import type { ReceptionGuestListData } from './useReceptionGuestList'

/** My guest records (the frame shows loading and failure), or the not-guest notice with the lookup. */
export const GuestRecords = observer(function GuestRecords({ data }: { data: ReceptionGuestListData }) {
  const { t } = data
  if (!data.rows.length) return <Empty text={t('reception.mine.notGuest')} action={{ label: t('reception.mine.query'), onPress: data.openQuery }} />
  return (
    <View className='fu-reception__list' {...srRole('list')}>
      {data.rows.map(guest => (
        <View key={guest.id} {...srRole('listitem')}>
          <GuestRow guest={guest} openLabel={t('reception.guest.open', { name: guest.name })} onOpen={() => data.open(guest.id)} />
        </View>
      ))}
    </View>
  )
})
