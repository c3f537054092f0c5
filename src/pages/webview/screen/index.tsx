import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useWebview } from './useWebview'
import { WebviewMobile } from './mobile'
import { WebviewDesktop } from './desktop'

/** /webview (query link): an external page in a sandboxed frame, or the copy-link dialog where it cannot open. */
export default observer(function WebviewScreen({ query }: { query: Record<string, string> }) {
  const data = useWebview(query.link)
  return useDeviceVariant() === 'desktop' ? <WebviewDesktop data={data} /> : <WebviewMobile data={data} />
})
