import { observer } from 'mobx-react'
import { PersonalDemandsView, type PersonalDemandsData } from '../list/DemandPagesView'

export const DemandLikesMobile = observer(function DemandLikesMobile({ data }: { data: PersonalDemandsData }) {
  return <PersonalDemandsView data={data} variant='mobile' />
})
