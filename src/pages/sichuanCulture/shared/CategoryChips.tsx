import { View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { srRole } from '@/components/a11y'

/** One choice among categories (radio buttons in a labelled group): the chosen one marked, the list follows. */
export function CategoryChips({ label, chips, chosen, onChoose }: { label: string; chips: { id: string; label: string }[]; chosen: string; onChoose: (id: string) => void }) {
  return (
    <View className='fu-festival-chips' {...srRole('radiogroup', { 'aria-label': label })}>
      {chips.map(chip => (
        <Action
          key={chip.id || 'all'}
          role='radio'
          aria={{ 'aria-checked': chip.id === chosen }}
          className={chip.id === chosen ? 'fu-festival-chips__chip fu-festival-chips__chip--on' : 'fu-festival-chips__chip'}
          onPress={() => onChoose(chip.id)}
        >
          {chip.label}
        </Action>
      ))}
    </View>
  )
}
