import { observer } from 'mobx-react'
import { ConnectionFrame } from '../ConnectionFrame'
import { ApplicationsBody } from './ApplicationsBody'
import type { ConnectionApplicationsData } from './useConnectionApplications'

export const ConnectionApplicationsDesktop = observer(function ConnectionApplicationsDesktop({ data, title }: { data: ConnectionApplicationsData; title: string }) {
  return <ConnectionFrame variant='desktop' title={title}><ApplicationsBody data={data} variant='desktop' /></ConnectionFrame>
})
