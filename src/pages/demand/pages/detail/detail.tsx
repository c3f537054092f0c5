import { useRouter } from '@tarojs/taro'
import { RedirectToWebView } from '@/components/native/RedirectToWebView'
import { routeUrl } from '@/router/links'

export default function NativeDemandDetail() {
  const { params } = useRouter()
  return <RedirectToWebView link={routeUrl('demandDetail', { demand_id: params.demand_id ?? '', meeting_id: params.meeting_id })} />
}
