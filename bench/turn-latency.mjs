// A hands-free turn's latency (docs/product.md#turn-latency): the built server with local fakes of the OpenAI
// audio and chat APIs taking fixed times (transcription 300 ms, each chat call 400 ms, voice 250 ms), driven
// as the browser drives it (bench/turn-latency.ts). Target: our added latency (total minus the fakes' fixed
// delays on the turn's path) p95 <= 150 ms. Detection is the browser's configured end-of-speech silence.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './support.mjs';

/** END_OF_SPEECH_MS in src/web/features/conversation/voice/hands-free-config.ts. */
function configuredDetectionMs() {
  const source = fs.readFileSync(path.join(ROOT, 'src/web/features/conversation/voice/hands-free-config.ts'), 'utf8');
  return Number(/END_OF_SPEECH_MS = (\d+)/.exec(source)?.[1]);
}

export async function turnLatency() {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'server', 'main.js'))) throw new Error('Build first: npm run build');
  const result = JSON.parse(
    execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['bench/turn-latency.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const ms = ([p50, p95]) => `${p50.toFixed(0)} / ${p95.toFixed(0)}`;
  const { transcription, completion, speech } = result.providerDelays;
  return {
    name: 'turn-latency: a hands-free turn, end of speech to the first audio of the reply (fake providers)',
    target: 'our added latency p95 <= 150 ms',
    figures: {
      'turns measured': result.turns,
      'fake provider delays ms (transcription / each chat call / voice)': `${transcription} / ${completion} / ${speech}`,
      'chat calls per turn (corrector, then partner)': result.completionCallsPerTurn,
      'detection ms (configured end-of-speech silence)': configuredDetectionMs(),
      'transcription p50 / p95 ms': ms(result.stages.transcription),
      'partner p50 / p95 ms': ms(result.stages.partner),
      'voice (to first audio byte) p50 / p95 ms': ms(result.stages.voice),
      'our added latency p50 / p95 ms': `${result.addedP50.toFixed(1)} / ${result.addedP95.toFixed(1)}`,
    },
    pass: result.addedP95 <= 150,
  };
}
