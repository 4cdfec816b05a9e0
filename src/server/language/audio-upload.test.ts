import { describe, expect, it } from 'vitest';
import {
  AUDIO_EMPTY_MESSAGE,
  AUDIO_MAX_BYTES,
  AUDIO_TOO_LARGE_MESSAGE,
  AUDIO_UNSUPPORTED_MESSAGE,
} from '@/contract/language-constants';
import { AppError } from '@/server/errors';
import { checkAudioUpload, declaredAudioFormat, sniffAudioFormat } from './audio-upload';

const padded = (head: Buffer, size = 64) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
const webm = padded(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]));
const ogg = padded(Buffer.from('OggS\0\x02', 'latin1'));
const mp4 = padded(Buffer.from('\0\0\0\x1cftypM4A \0\0\0\0', 'latin1'));
const wav = padded(Buffer.from('RIFF\x24\x08\0\0WAVEfmt ', 'latin1'));

function failure(call: () => unknown): AppError {
  try {
    call();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('sniffAudioFormat', () => {
  it.each([
    ['webm', webm],
    ['ogg', ogg],
    ['mp4', mp4],
    ['wav', wav],
  ] as const)('recognises %s by its magic bytes', (format, bytes) => {
    expect(sniffAudioFormat(bytes)).toBe(format);
  });

  it.each([
    ['plain text', Buffer.from('hola, esto no es audio')],
    ['an MP3 (ID3 tag)', padded(Buffer.from('ID3\x04\0', 'latin1'))],
    ['a RIFF file that is not WAVE (AVI)', padded(Buffer.from('RIFF\0\0\0\0AVI LIST', 'latin1'))],
    ['ftyp at the wrong offset', padded(Buffer.from('ftyp\0\0\0\0', 'latin1'))],
    ['a truncated EBML header', Buffer.from([0x1a, 0x45, 0xdf])],
    ['nothing', Buffer.alloc(0)],
  ])('rejects %s', (_label, bytes) => {
    expect(sniffAudioFormat(bytes)).toBeNull();
  });
});

describe('declaredAudioFormat', () => {
  it.each([
    ['audio/webm', 'webm'],
    ['audio/webm;codecs=opus', 'webm'],
    ['video/webm', 'webm'],
    ['Audio/WebM ; codecs="opus"', 'webm'],
    ['audio/ogg; codecs=opus', 'ogg'],
    ['audio/mp4', 'mp4'],
    ['audio/x-m4a', 'mp4'],
    ['audio/wav', 'wav'],
    ['audio/x-wav', 'wav'],
    ['audio/wave', 'wav'],
  ] as const)('reads %s as %s', (declared, format) => {
    expect(declaredAudioFormat(declared)).toBe(format);
  });

  it.each(['audio/mpeg', 'text/plain', 'application/octet-stream', '', 'audio/webmx'])(
    'does not accept %j',
    (declared) => {
      expect(declaredAudioFormat(declared)).toBeNull();
    },
  );
});

describe('checkAudioUpload', () => {
  it('accepts a recording whose declared type and bytes agree, named and typed from the bytes', () => {
    expect(checkAudioUpload({ bytes: webm, declaredType: 'audio/webm;codecs=opus' })).toEqual({
      bytes: webm,
      mimeType: 'audio/webm',
      filename: 'recording.webm',
      format: 'webm',
    });
    expect(checkAudioUpload({ bytes: wav, declaredType: 'audio/x-wav' })).toMatchObject({
      mimeType: 'audio/wav',
      filename: 'recording.wav',
    });
  });

  it('refuses an empty recording with 400', () => {
    const error = failure(() => checkAudioUpload({ bytes: Buffer.alloc(0), declaredType: 'audio/webm' }));
    expect(error).toMatchObject({ statusCode: 400, message: AUDIO_EMPTY_MESSAGE });
  });

  it('accepts exactly AUDIO_MAX_BYTES and refuses one byte more with 413', () => {
    const largest = padded(webm, AUDIO_MAX_BYTES);
    expect(checkAudioUpload({ bytes: largest, declaredType: 'audio/webm' }).bytes).toHaveLength(AUDIO_MAX_BYTES);
    const error = failure(() =>
      checkAudioUpload({ bytes: padded(webm, AUDIO_MAX_BYTES + 1), declaredType: 'audio/webm' }),
    );
    expect(error).toMatchObject({ statusCode: 413, message: AUDIO_TOO_LARGE_MESSAGE });
  });

  it.each([
    ['text bytes declared as webm', Buffer.from('not audio at all, just text'), 'audio/webm'],
    ['webm bytes declared as wav', webm, 'audio/wav'],
    ['wav bytes declared as webm', wav, 'audio/webm'],
    ['webm bytes declared as octet-stream', webm, 'application/octet-stream'],
    ['an MP3 declared as audio/mpeg', padded(Buffer.from('ID3\x04\0', 'latin1')), 'audio/mpeg'],
  ])('refuses %s with 415', (_label, bytes, declaredType) => {
    const error = failure(() => checkAudioUpload({ bytes, declaredType }));
    expect(error).toMatchObject({ statusCode: 415, message: AUDIO_UNSUPPORTED_MESSAGE });
  });
});
