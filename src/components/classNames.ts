import classNames from 'classnames'

/** The prefix of every class name of ours (the style sheets' blocks are `.fu-…`). */
export const CLASS_PREFIX = 'fu'

/** Modifiers by name: those whose value is true are added (`{ current: isCurrent }`). */
type Modifiers = Record<string, boolean | null | undefined>

/** Joins class names, leaving out empty and false ones: `cx('a', cond && 'b', { c: on }, className)`. */
export const cx = classNames

/** `fu-` + a name: `prefixed('desktop-column')` → 'fu-desktop-column'. */
export function prefixed(name: string): string {
  return `${CLASS_PREFIX}-${name}`
}

interface Bem {
  /**
   * `bem()` → 'fu-block', `bem('title')` → 'fu-block__title',
   * `bem({ current: true })` → 'fu-block fu-block--current',
   * `bem('title', { current: true })` → 'fu-block__title fu-block__title--current'.
   */
  (elementOrModifiers?: string | Modifiers, modifiers?: Modifiers): string
  /** Only a modifier's class, without the block's own: `bem.modifier('green')` → 'fu-block--green'. */
  modifier(modifier: string, element?: string): string
  /** The block's class: 'fu-block'. */
  readonly block: string
}

/**
 * BEM class names of one block (after nutui-react's prefixCls):
 * `const bem = block('activity-card')`, then `bem()`, `bem('title')`, `bem('tab', { current })`.
 */
export function block(name: string): Bem {
  const base = prefixed(name)
  const bem = ((elementOrModifiers?: string | Modifiers, modifiers?: Modifiers) => {
    const element = typeof elementOrModifiers === 'string' ? elementOrModifiers : undefined
    const mods = typeof elementOrModifiers === 'string' ? modifiers : elementOrModifiers
    const own = element ? `${base}__${element}` : base
    if (!mods) return own
    return classNames(own, Object.keys(mods).filter((key) => mods[key]).map((key) => `${own}--${key}`))
  }) as Bem
  bem.modifier = (modifier: string, element?: string) => `${element ? `${base}__${element}` : base}--${modifier}`
  Object.defineProperty(bem, 'block', { value: base, enumerable: true })
  return bem
}
