import { observer } from 'mobx-react'
import { ConnectionFrame } from '../ConnectionFrame'
import { ContactBody } from './ContactBody'
import type { MyContactData } from './useMyContact'

export const MyContactDesktop = observer(function MyContactDesktop({ data, title }: { data: MyContactData; title: string }) {
  return <ConnectionFrame variant='desktop' title={title}><ContactBody data={data} variant='desktop' /></ConnectionFrame>
})
