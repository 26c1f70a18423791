import { LIMITS } from '@platform/domain';
import { describe, expect, it } from 'vitest';
import {
  POSTER_ACCEPT,
  dataUrlBytes,
  nextRotation,
  posterProblem,
  readFileAsDataUrl,
  rotatedFilename,
} from './poster-file';

const fileOf = (type: string, size: number) => new File([new Uint8Array(size)], 'poster', { type });

describe('posterProblem', () => {
  it('accepts the image types and PDF below the size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'])
      expect(posterProblem(fileOf(type, 10)), type).toBeNull();
    expect(POSTER_ACCEPT).toContain('application/pdf');
  });

  it('refuses other types and files at the limit', () => {
    expect(posterProblem(fileOf('image/svg+xml', 10))).toBe('type');
    expect(posterProblem(fileOf('', 10))).toBe('type');
    expect(posterProblem(fileOf('image/png', LIMITS.workshop.posterMaxBytes))).toBe('size');
  });
});

describe('rotation helpers', () => {
  it('turn in quarter steps and come back to 0', () => {
    expect(nextRotation(0)).toBe(90);
    expect(nextRotation(90)).toBe(180);
    expect(nextRotation(180)).toBe(270);
    expect(nextRotation(270)).toBe(0);
  });

  it('name a turned image as JPEG', () => {
    expect(rotatedFilename('poster.png')).toBe('poster.jpg');
    expect(rotatedFilename('my.poster.webp')).toBe('my.poster.jpg');
    expect(rotatedFilename('poster')).toBe('poster.jpg');
  });
});

describe('dataUrlBytes', () => {
  it('counts the bytes behind base64 with and without padding', () => {
    const of = (bytes: number) => `data:image/png;base64,${btoa('\0'.repeat(bytes))}`;
    for (const bytes of [0, 1, 2, 3, 100, 1001]) expect(dataUrlBytes(of(bytes))).toBe(bytes);
  });
});

describe('readFileAsDataUrl', () => {
  it('reads a file as a data URL', async () => {
    const file = new File(['hallo'], 'a.txt', { type: 'text/plain' });
    await expect(readFileAsDataUrl(file)).resolves.toBe('data:text/plain;base64,aGFsbG8=');
  });
});
