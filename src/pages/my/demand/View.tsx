import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import type { Variant } from '@/components/screen/defineScreen'
import type { PersonalDemandsData } from '@/pages/demand/list/DemandPagesView'
import { DemandListBody } from '@/pages/demand/list/DemandCard'
import '../../demand/list/demand.scss'

/** My demand posts as the board's cards (one column on a phone, two on a desktop); an empty list offers to post one. */
export const MyDemandsView = observer(function MyDemandsView({ data, variant }: { data: PersonalDemandsData; variant: Variant }) {
  const empty = data.list.status === 'ready' && !data.cards.length
  return (
    <View className={`fu-demand fu-demand--${variant}`}>
      {empty
        ? <Empty text={data.emptyText} action={data.browse} />
        : <DemandListBody pages={data} variant={variant} emptyText={data.emptyText} timezone={data.timezone} />}
    </View>
  )
})
