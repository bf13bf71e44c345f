// npm run dev: Vite with hot reload on PORT (default 3000), the API server rebuilt and restarted on change on
// API_PORT (default 3001); Vite proxies /api and /media to it. Ctrl-C stops all three.
import { spawn, spawnSync } from 'node:child_process'

const port = process.env.PORT ?? '3000'
const apiPort = process.env.API_PORT ?? '3001'
const env = { ...process.env, API_PORT: apiPort }
const ssr = ['vite', 'build', '--ssr', 'server/main.ts', '--outDir', 'dist/server', '--emptyOutDir']

if (spawnSync('npx', ssr, { stdio: 'inherit' }).status !== 0) process.exit(1)
const children = [
  spawn('npx', [...ssr, '--watch'], { stdio: ['ignore', 'ignore', 'inherit'], env }),
  spawn(process.execPath, ['--watch', 'dist/server/main.js'], { stdio: 'inherit', env: { ...env, PORT: apiPort } }),
  spawn('npx', ['vite', '--port', port, '--strictPort'], { stdio: 'inherit', env }),
]
const stop = () => {
  for (const child of children) child.kill('SIGINT')
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
for (const child of children) child.once('exit', (code) => code && stop())
