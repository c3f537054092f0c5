#!/usr/bin/env node
// `npm start`: build the H5 site once if it is missing, then serve it and the API on the embedded database.
const { existsSync } = require('fs')
const { spawnSync, spawn } = require('child_process')
const path = require('path')

const root = path.join(__dirname, '..')
if (!existsSync(path.join(root, 'dist/h5/index.html'))) {
  console.log('Building the H5 site (first start only)…')
  const build = spawnSync('npx', ['taro', 'build', '--type', 'h5'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
server.on('exit', code => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
