/** src/platform/h5StartTask.ts: Taro's H5 start runs in the task posted when the module was evaluated, not before. */
function freshStartTask(): typeof import('@/platform/h5StartTask') {
  let loaded: typeof import('@/platform/h5StartTask') | undefined
  jest.isolateModules(() => { loaded = jest.requireActual<typeof import('@/platform/h5StartTask')>('@/platform/h5StartTask') })
  return loaded!
}
const nextTasks = () => new Promise(resolve => setTimeout(resolve, 20))

describe('the H5 start task', () => {
  it('runs the start after the evaluating task ends, once', async () => {
    const { startInOwnTask } = freshStartTask()
    const begin = jest.fn()
    startInOwnTask(begin)
    expect(begin).not.toHaveBeenCalled()
    await nextTasks()
    expect(begin).toHaveBeenCalledTimes(1)
  })

  it('runs a start given after its task at once', async () => {
    const { startInOwnTask } = freshStartTask()
    await nextTasks()
    const begin = jest.fn()
    startInOwnTask(begin)
    expect(begin).toHaveBeenCalledTimes(1)
  })
})
