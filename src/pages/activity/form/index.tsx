import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useActivityForm } from './useActivityForm'
import { ActivityFormMobile } from './mobile'
import { ActivityFormDesktop } from './desktop'

/** /activity/form (query meeting_id, activity_id, source_id): the registration form, its payment, then success. */
export default observer(function ActivityFormScreen({ query }: { query: Record<string, string> }) {
  const data = useActivityForm(query)
  return useDeviceVariant() === 'desktop' ? <ActivityFormDesktop data={data} /> : <ActivityFormMobile data={data} />
})
