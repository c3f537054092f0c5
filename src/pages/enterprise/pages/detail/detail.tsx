import { useRouter } from '@tarojs/taro'
import { RedirectToWebView } from '@/components/native/RedirectToWebView'
import { routeUrl } from '@/router/links'

export default function NativeEnterpriseDetail() {
  const { params } = useRouter()
  return <RedirectToWebView link={routeUrl('meetingEnterprise', { enterprise_id: params.enterprise_id ?? '', meeting_id: params.meeting_id })} />
}
