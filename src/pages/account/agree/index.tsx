import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useAgree } from './useAgree'
import { AgreeMobile } from './mobile'
import { AgreeDesktop } from './desktop'
import './agree.scss'

/** /agree (query redirect, meeting_id): the privacy policy, then back to the login screen. */
export default observer(function AgreeScreen({ query }: { query: Record<string, string> }) {
  const data = useAgree(query)
  return useDeviceVariant() === 'desktop' ? <AgreeDesktop data={data} /> : <AgreeMobile data={data} />
})
