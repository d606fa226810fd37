/**
 * The limit a call is measured against (bench/learning.ts): the same bytes the call answered, served
 * from memory by a bare node:http server in a process of its own, as the API server is. Not a route
 * of the app: it exists only while the bench runs.
 *   PORT, BODIES (a JSON file of { "/path": "the body" }); answers any method, 404 for another path.
 */
import fs from 'node:fs';
import http from 'node:http';

const bodies = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.env.BODIES!, 'utf8')) as Record<string, string>).map(
    ([path, body]) => [path, Buffer.from(body)],
  ),
);
http
  .createServer((request, response) => {
    const body = bodies.get(request.url ?? '');
    // The request's own body is read and dropped, as the API server reads it.
    request.resume();
    request.on('end', () => {
      if (!body) return void response.writeHead(404).end();
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
      });
      response.end(body);
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('memory server ready'));
