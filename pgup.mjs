import { launchRunner, findFreePort } from '/work/main/libs/embedded-infra/dist/index.js';
const port = await findFreePort();
const r = await launchRunner({ type: 'start-postgres', options: { dataDir: '/tmp/pgdev/pg', port, user: 'portal', password: 'devpassword', database: 'portal' } });
console.log(r.url);
process.on('SIGTERM', async () => { await r.stop(); process.exit(0); });
setInterval(() => {}, 1000);
