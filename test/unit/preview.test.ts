import { describe, expect, it } from 'vitest';
import { previewHost } from '../../src/site/preview';

const ID = '65a1b2c3d4e5f60718293a4b';
const ZONE = 'preview.example-institutes.com';

describe('previewHost', () => {
  it('names the institute of `<24 hex>.<zone>`', () => {
    expect(previewHost(`${ID}.${ZONE}`, ZONE)).toEqual({ kind: 'institute', insId: ID });
  });

  it('is no preview when previews are off or the host is outside the zone', () => {
    expect(previewHost(`${ID}.${ZONE}`, null)).toEqual({ kind: 'none' });
    expect(previewHost('www.college.edu', ZONE)).toEqual({ kind: 'none' });
    // A host that merely ends with the zone's text is not under it.
    expect(previewHost(`${ID}.x${ZONE}`, ZONE)).toEqual({ kind: 'none' });
  });

  it('is an invalid preview for anything under the zone but one id label', () => {
    for (const host of [
      ZONE,
      `sunrise.${ZONE}`,
      `${ID.slice(1)}.${ZONE}`,
      `${ID}0.${ZONE}`,
      `${ID.replace('a', 'g')}.${ZONE}`,
      `www.${ID}.${ZONE}`,
      `${ID}.www.${ZONE}`,
    ])
      expect(previewHost(host, ZONE), host).toEqual({ kind: 'invalid' });
  });
});
