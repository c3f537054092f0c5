import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { GuestProgress } from '../GuestProgress'
import type { ReceptionGuestData } from './useReceptionGuest'

/** The guest's record (the frame shows loading and failure); a non-guest is told so and offered the lookup. */
export const GuestRecord = observer(function GuestRecord({ data }: { data: ReceptionGuestData }) {
  if (data.status === 'missing' || !data.guest) return <Empty text={data.t('reception.mine.notGuest')} action={{ label: data.t('reception.mine.query'), onPress: data.openQuery }} />
  return <GuestProgress guest={data.guest} timezone={data.timezone} />
})
