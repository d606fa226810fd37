import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const a = new PGlite(); await a.waitReady; console.log('fresh mem', Date.now()-t);
await a.exec('create table x(id serial primary key, n text); insert into x(n) values (1)');
t=Date.now(); const dump = await a.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size);
t=Date.now(); const b = new PGlite({loadDataDir: dump}); await b.waitReady; console.log('load', Date.now()-t, (await b.query('select count(*) from x')).rows);
t=Date.now(); const c = await a.clone?.(); console.log('clone', Date.now()-t, !!c);
