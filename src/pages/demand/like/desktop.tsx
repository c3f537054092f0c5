import { observer } from 'mobx-react'
import { PersonalDemandsView, type PersonalDemandsData } from '../list/DemandPagesView'

export const DemandLikesDesktop = observer(function DemandLikesDesktop({ data }: { data: PersonalDemandsData }) {
  return <PersonalDemandsView data={data} variant='desktop' />
})
