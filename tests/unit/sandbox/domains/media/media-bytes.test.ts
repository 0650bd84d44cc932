// Pure helpers of the media domain: image headers, MIME → media type, signed tokens, loopback
// checks, TUS metadata, the zip writer.
import { describe, expect, it } from 'vitest';
import { imageSize } from '../../../../../sandbox/domains/media/image-size.ts';
import { isLoopbackHost } from '../../../../../sandbox/http/loopback.ts';
import { mediaTypeOf, resolveMime } from '../../../../../sandbox/domains/media/mime.ts';
import { signToken, verifyToken } from '../../../../../sandbox/domains/media/signed-token.ts';
import { parseUploadMetadata } from '../../../../../sandbox/domains/media/tus.ts';
import { crc32, zipStored } from '../../../../../sandbox/domains/media/zip.ts';
import { png } from '../../../../contract/media-helpers.ts';

describe('imageSize', () => {
  it('reads PNG, GIF, JPEG and WebP headers', () => {
    expect(imageSize(png(12, 34))).toEqual({ width: 12, height: 34 });
    const gif = Buffer.from('GIF89a\x05\x00\x03\x00', 'latin1');
    expect(imageSize(gif)).toEqual({ width: 5, height: 3 });
    // SOI, an APP0 segment, then SOF0 with height 480 and width 640.
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0, 0,
      0, 0,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 640, height: 480 });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'ascii');
    webp.write('WEBPVP8X', 8, 'ascii');
    webp.writeUIntLE(99, 24, 3);
    webp.writeUIntLE(49, 27, 3);
    expect(imageSize(webp)).toEqual({ width: 100, height: 50 });
    expect(imageSize(Buffer.from('not an image'))).toBeUndefined();
  });
});

describe('mime', () => {
  it('maps MIME types and names to media types', () => {
    expect(mediaTypeOf('image/jpeg')).toBe('IMAGE');
    expect(mediaTypeOf('image/svg+xml')).toBe('VECTOR');
    expect(mediaTypeOf('application/pdf')).toBe('DOCUMENT');
    expect(mediaTypeOf('application/zip')).toBe('ARCHIVE');
    expect(mediaTypeOf('model/gltf-binary')).toBe('MODEL3D');
    expect(mediaTypeOf('application/x-unknown')).toBe('OTHER');
    expect(resolveMime('application/octet-stream', 'a.MP3')).toBe('audio/mpeg');
    expect(resolveMime('video/mp4; codecs=x', 'a.png')).toBe('video/mp4');
    expect(resolveMime(undefined, 'noext')).toBe('application/octet-stream');
  });
});

describe('signed tokens', () => {
  const secret = Buffer.alloc(32, 7);
  const claims = { kind: 'zip' as const, siteId: 's', fileIds: ['a', 'b'] };
  it('round-trips and refuses tampering or another secret', () => {
    const token = signToken(secret, claims);
    expect(verifyToken(secret, token)).toEqual(claims);
    const [payload, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, siteId: 'other' })).toString('base64url');
    expect(verifyToken(secret, `${forged}.${sig!}`)).toBeUndefined();
    expect(verifyToken(Buffer.alloc(32, 8), token)).toBeUndefined();
    expect(verifyToken(secret, `${payload!}`)).toBeUndefined();
    expect(verifyToken(secret, `${token}.x`)).toBeUndefined();
  });
});

describe('isLoopbackHost', () => {
  it('allows only this machine', () => {
    for (const h of ['localhost', '127.0.0.1', '127.5.6.7', '[::1]', '::1', 'api.localhost', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(h), h).toBe(true);
    for (const h of [
      'example.com',
      '10.0.0.1',
      '0.0.0.0',
      '128.0.0.1',
      '[::2]',
      'localhost.example.com',
      '169.254.169.254',
    ])
      expect(isLoopbackHost(h), h).toBe(false);
  });
});

describe('parseUploadMetadata', () => {
  it('decodes TUS Upload-Metadata pairs (a key may have no value)', () => {
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    expect(parseUploadMetadata(`filename ${b64('clip ü.mp4')},token ${b64('t0k')},is_confidential`)).toEqual({
      filename: 'clip ü.mp4',
      token: 't0k',
      is_confidential: '',
    });
    expect(parseUploadMetadata(undefined)).toEqual({});
  });
});

describe('zipStored', () => {
  it('writes stored entries with CRCs and unique names', () => {
    const a = Buffer.from('hello');
    const zip = zipStored([
      { path: ['a.txt'], data: a },
      { path: ['a.txt'], data: Buffer.from('x') },
    ]);
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.readUInt32LE(14)).toBe(crc32(a));
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(zip.toString('utf8')).toContain('a (2).txt');
    expect(zip.readUInt16LE(zip.length - 12)).toBe(2);
  });
});
