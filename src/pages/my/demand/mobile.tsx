import { observer } from 'mobx-react'
import { PersonalDemandList, type PersonalDemandsData } from '@/components/DemandCardList'

export const MyDemandsMobile = observer(function MyDemandsMobile({ data }: { data: PersonalDemandsData }) {
  return <PersonalDemandList data={data} variant='mobile' />
})
