import { observer } from 'mobx-react'
import { PersonalDemandsView, type PersonalDemandsData } from '@/pages/demand/list/DemandPagesView'

export const MyDemandsMobile = observer(function MyDemandsMobile({ data }: { data: PersonalDemandsData }) {
  return <PersonalDemandsView data={data} variant='mobile' />
})
