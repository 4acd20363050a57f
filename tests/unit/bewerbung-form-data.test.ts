import { describe, expect, it } from 'vitest';
import {
  photoProblem,
  STEP2_DEFAULTS,
  step2FormData,
  step2Resolver,
} from '@src/features/bewerbung/lib/step2-form';

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'me.jpg', {
  type: 'image/jpeg',
});
const filled = {
  ...STEP2_DEFAULTS,
  street: 'Messeweg 1',
  height: '172',
  license: '1',
  study_subject: 'BWL',
  locations: ['3', '5'],
  messen: ['7'],
  privacy: '1',
  image: photo,
};

describe('the wizard wire format', () => {
  it('sends strings as they are, lists as repeated fields, the photo as `image`, and the locale', () => {
    const data = step2FormData(filled, { gender: 'w', student: 1, thisYear: 2026 }, 'en');
    expect(data.get('street')).toBe('Messeweg 1');
    expect(data.get('height')).toBe('172');
    expect(data.get('license')).toBe('1');
    expect(data.get('vehicle')).toBe('0');
    expect(data.getAll('locations')).toEqual(['3', '5']);
    expect(data.getAll('messen')).toEqual(['7']);
    expect((data.get('image') as File).name).toBe('me.jpg');
    expect(data.get('locale')).toBe('en');
    expect(data.get('study_subject')).toBe('BWL');
  });

  it('leaves the study fields out for non-students', () => {
    const data = step2FormData(filled, { gender: 'w', student: 0, thisYear: 2026 }, 'de');
    expect(data.has('study_subject')).toBe(false);
    expect(data.has('study_end')).toBe(false);
  });

  it('checks the photo before sending: required, JPEG or PNG, at most 5 MiB', () => {
    expect(photoProblem(null)).toBe('required');
    expect(photoProblem(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('image_type');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' });
    expect(photoProblem(big)).toBe('file_too_large');
    expect(photoProblem(photo)).toBeNull();
  });

  it('checks only the first step on "next" and everything on "save"', async () => {
    const resolver = step2Resolver({ gender: 'w', student: 1, thisYear: 2026 });
    const options = { fields: {}, shouldUseNativeValidation: false } as never;
    const first = await resolver(STEP2_DEFAULTS, { step: 0 }, options);
    expect(Object.keys(first.errors)).toContain('street');
    expect(Object.keys(first.errors)).toContain('image');
    expect(Object.keys(first.errors)).not.toContain('privacy');
    const all = await resolver(STEP2_DEFAULTS, { step: 1 }, options);
    expect(Object.keys(all.errors)).toContain('privacy');
  });
});
