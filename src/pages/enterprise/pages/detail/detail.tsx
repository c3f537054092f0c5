import { useRouter } from '@tarojs/taro'
import { RedirectToWebView } from '@/components/native/RedirectToWebView'
import { buildQuery } from '@/core/query'

export default function NativeEnterpriseDetail() {
  const { params } = useRouter()
  return <RedirectToWebView link={`/meeting/enterprise${buildQuery({ enterprise_id: params.enterprise_id, meeting_id: params.meeting_id })}`} />
}
