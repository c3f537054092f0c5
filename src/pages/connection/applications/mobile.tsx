import { observer } from 'mobx-react'
import { ConnectionFrame } from '../ConnectionFrame'
import { ApplicationsBody } from './ApplicationsBody'
import type { ConnectionApplicationsData } from './useConnectionApplications'

export const ConnectionApplicationsMobile = observer(function ConnectionApplicationsMobile({ data, title }: { data: ConnectionApplicationsData; title: string }) {
  return <ConnectionFrame variant='mobile' title={title}><ApplicationsBody data={data} variant='mobile' /></ConnectionFrame>
})
