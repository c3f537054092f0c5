import { defineScreen } from '@/components/screen/defineScreen'
import { useConnectionApplications, type ConnectionApplicationsData } from './useConnectionApplications'
import { ApplicationsBody } from './ApplicationsBody'

/** /my/connections/application (optional type=sent): business-card requests, to me and mine. */
export default defineScreen<'myConnectionApplications', ConnectionApplicationsData>({
  use: ({ query, meeting }) => useConnectionApplications(query, meeting),
  view: ApplicationsBody,
})
