/**
 * A webpack loader for @tarojs/components/lib/react/components.js (H5): that file defines the React wrapper of every
 * Taro component in one module, so a build keeps the wrappers the app uses anywhere (Video, Textarea, Input…) and their
 * Stencil elements in whichever chunk first imports the module: the route host page, on every first visit (issue 15).
 * Here the file becomes a list of re-exports of one module per component (`components.js?component=Video`), the same
 * wrapper made the same way; the package is side-effect free, so each screen's chunk carries only the components it uses.
 */
const WRAPPER = /^const (\w+) = \/\*@__PURE__\*\/ createReactComponent\('([\w-]+)', undefined, manipulatePropsFunction, (defineCustomElement\w+)\);$/gm

module.exports = function splitTaroComponents(source) {
  const wrappers = new Map([...source.matchAll(WRAPPER)].map(([, name, tag, define]) => [name, { tag, define }]))
  const exported = (/^export \{([^}]+)\} from '\.\/components\.js';?$/m.exec(source) || /^export \{([^}]+)\};?$/m.exec(source))?.[1]
  const names = (exported ?? '').split(',').map(name => name.trim()).filter(Boolean)
  // A Taro upgrade that changes the file's shape fails the build here rather than shipping a wrong component.
  const unknown = names.filter(name => name !== 'Block' && !wrappers.has(name))
  if (!names.length || unknown.length || !/^const Block = Fragment;$/m.test(source)) {
    throw new Error(`taroComponentsSplit: unexpected shape of ${this.resourcePath} (unknown: ${unknown.join(', ') || 'no export list'})`)
  }
  const component = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('component')
  if (!component) {
    return [
      "export { Fragment as Block } from 'react'",
      ...names.filter(name => name !== 'Block').map(name => `export { ${name} } from './components.js?component=${name}'`),
    ].join('\n')
  }
  const wrapper = wrappers.get(component)
  if (!wrapper) throw new Error(`taroComponentsSplit: no component ${component} in ${this.resourcePath}`)
  return [
    "import { manipulatePropsFunction } from './helper.js'",
    "import { createReactComponent } from './react-component-lib/createComponent.js'",
    `import { ${wrapper.define} } from '@tarojs/components/dist/components'`,
    `export const ${component} = /*@__PURE__*/ createReactComponent('${wrapper.tag}', undefined, manipulatePropsFunction, ${wrapper.define})`,
  ].join('\n')
}
