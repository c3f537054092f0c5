import { observer } from 'mobx-react'
import { ConnectionFrame } from '../ConnectionFrame'
import { ContactBody } from './ContactBody'
import type { MyContactData } from './useMyContact'

export const MyContactMobile = observer(function MyContactMobile({ data, title }: { data: MyContactData; title: string }) {
  return <ConnectionFrame variant='mobile' title={title}><ContactBody data={data} variant='mobile' /></ConnectionFrame>
})
