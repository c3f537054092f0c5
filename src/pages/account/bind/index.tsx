import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useBind } from './useBind'
import { BindMobile } from './mobile'
import { BindDesktop } from './desktop'
import './bind.scss'

/** /bind (query redirect, meeting_id): bind a mainland phone with an SMS code, then the redirect. */
export default observer(function BindScreen({ query }: { query: Record<string, string> }) {
  const data = useBind(query)
  return useDeviceVariant() === 'desktop' ? <BindDesktop data={data} /> : <BindMobile data={data} />
})
