// A language thread that takes every call and never answers: the client's deadline must free the caller.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', () => {});
