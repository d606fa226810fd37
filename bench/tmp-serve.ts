// tmp: serve a tree against kb on 3398 and print the big owner's sign-in
import { BIG, signIn, startServer } from './load.ts';
const server = await startServer({ DATA_DIR: process.env.KB_DIR ?? '/tmp/kbdata', DATABASE_URL: process.env.KB ?? 'postgres://postgres@127.0.0.1:5432/kb' }, 3398);
console.log(JSON.stringify(await signIn(server.url, BIG)));
process.on('SIGTERM', () => { server.child.kill('SIGTERM'); process.exit(0); });
setInterval(() => {}, 1 << 30);
