import {
  AUDIO_EMPTY_MESSAGE,
  AUDIO_MAX_BYTES,
  AUDIO_TOO_LARGE_MESSAGE,
  AUDIO_UNSUPPORTED_MESSAGE,
} from '@/contract/language-constants';
import { AppError, BadRequestError, UnsupportedMediaTypeError } from '@/server/errors';

/** The recording containers browsers' MediaRecorder writes (Chrome/Firefox WebM or Ogg, Safari MP4) and plain WAV. */
export type AudioFormat = 'webm' | 'ogg' | 'mp4' | 'wav';

/** A recording that passed the checks, ready to forward to a speech-to-text provider. */
export interface CheckedAudio {
  bytes: Buffer;
  /** The canonical type of the detected container, not the client's wording of it. */
  mimeType: string;
  /** `recording.<ext>`: transcription servers pick the decoder from the extension, so it must match the bytes. */
  filename: string;
  format: AudioFormat;
}

const CANONICAL_TYPES: Record<AudioFormat, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp4: 'audio/mp4',
  wav: 'audio/wav',
};

// What browsers and recorders put in the part's Content-Type. Chrome labels some audio-only recordings
// video/webm and Safari some video/mp4; MP3 (audio/mpeg) is left out: no browser records it and the
// product's recording format is WebM (docs/product.md#language-help).
const DECLARED_TYPES: Record<string, AudioFormat> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'application/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/m4a': 'mp4',
  'audio/x-m4a': 'mp4',
  'video/mp4': 'mp4',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/vnd.wave': 'wav',
};

/** The container a declared type names, ignoring parameters such as `;codecs=opus`; null when not accepted. */
export function declaredAudioFormat(contentType: string): AudioFormat | null {
  const mediaType = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return DECLARED_TYPES[mediaType] ?? null;
}

const startsWithAt = (bytes: Buffer, offset: number, signature: readonly number[] | string) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
};

/** The container the bytes really are, from their magic numbers; null when none of the accepted ones. */
export function sniffAudioFormat(bytes: Buffer): AudioFormat | null {
  // EBML header: WebM is a Matroska profile.
  if (startsWithAt(bytes, 0, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (startsWithAt(bytes, 0, 'OggS')) return 'ogg';
  // ISO base media: the first box is `ftyp`, after its 4-byte size.
  if (startsWithAt(bytes, 4, 'ftyp')) return 'mp4';
  if (startsWithAt(bytes, 0, 'RIFF') && startsWithAt(bytes, 8, 'WAVE')) return 'wav';
  return null;
}

/**
 * Checks an uploaded recording held in memory: not empty (400), within AUDIO_MAX_BYTES (413), and both
 * the declared type and the magic bytes name the same accepted container (415). A mismatch is refused
 * rather than trusted either way: it means a mislabelled file or a renamed one.
 */
export function checkAudioUpload({ bytes, declaredType }: { bytes: Buffer; declaredType: string }): CheckedAudio {
  if (bytes.length === 0) throw new BadRequestError(AUDIO_EMPTY_MESSAGE);
  if (bytes.length > AUDIO_MAX_BYTES) throw new AppError(413, AUDIO_TOO_LARGE_MESSAGE);
  const declared = declaredAudioFormat(declaredType);
  const actual = sniffAudioFormat(bytes);
  if (!declared || !actual || declared !== actual) throw new UnsupportedMediaTypeError(AUDIO_UNSUPPORTED_MESSAGE);
  return { bytes, mimeType: CANONICAL_TYPES[actual], filename: `recording.${actual}`, format: actual };
}
