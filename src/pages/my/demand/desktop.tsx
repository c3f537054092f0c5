import { observer } from 'mobx-react'
import { PersonalDemandsView, type PersonalDemandsData } from '@/pages/demand/list/DemandPagesView'

export const MyDemandsDesktop = observer(function MyDemandsDesktop({ data }: { data: PersonalDemandsData }) {
  return <PersonalDemandsView data={data} variant='desktop' />
})
