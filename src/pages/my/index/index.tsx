import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useMyIndex } from './useMyIndex'
import { MyIndexMobile } from './mobile'
import { MyIndexDesktop } from './desktop'

/** /my/index (optional meeting_id): the personal hub. */
export default observer(function MyIndexScreen({ query }: { query: Record<string, string> }) {
  const data = useMyIndex(query)
  return useDeviceVariant() === 'desktop' ? <MyIndexDesktop data={data} /> : <MyIndexMobile data={data} />
})
