import { observer } from 'mobx-react'
import { PersonalDemandList, type PersonalDemandsData } from '@/components/DemandCardList'

export const MyDemandsDesktop = observer(function MyDemandsDesktop({ data }: { data: PersonalDemandsData }) {
  return <PersonalDemandList data={data} variant='desktop' />
})
