// The baseline for framework overhead: the same /api/health answer from bare node:http.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok' });
http
  .createServer((request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
