import { useRouter } from '@tarojs/taro'
import { RedirectToWebView } from '@/components/native/RedirectToWebView'
import { buildQuery } from '@/core/query'

export default function NativeDemandDetail() {
  const { params } = useRouter()
  return <RedirectToWebView link={`/demand/detail${buildQuery({ demand_id: params.demand_id, meeting_id: params.meeting_id })}`} />
}
