import { describe, expect, it } from 'vitest';
import { compressToBase64Url, decompressFromBase64Url } from './compression.ts';

describe('compression for the URL hash', () => {
  it('round-trips any text, astral characters and controls included', async () => {
    const text = `jane@example.com\n😀\u0000\u200b＠ ${'a'.repeat(5000)}`;
    const encoded = await compressToBase64Url(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encoded.length).toBeLessThan(text.length / 10);
    expect(await decompressFromBase64Url(encoded, 1_000_000)).toBe(text);
  });

  it('rejects characters outside base64url', async () => {
    await expect(decompressFromBase64Url('abc$def', 1000)).rejects.toThrow('not base64url');
  });

  it('rejects base64url that is not deflate data', async () => {
    await expect(decompressFromBase64Url('AAAAAAAA', 1000)).rejects.toThrow(/not compressed data|not UTF-8/);
  });

  it('stops a small input that expands past the limit', async () => {
    const bomb = await compressToBase64Url('x'.repeat(3_000_000));
    await expect(decompressFromBase64Url(bomb, 1_000_000)).rejects.toThrow('expands to more than 1 MB');
  });
});
