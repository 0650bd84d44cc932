// GET query strings as the SDK builds them (sdk-runtime toURLSearchParams), including `.r`.
import { toURLSearchParams } from '@wix/sdk-runtime/rest-modules';
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../../../sandbox/http/errors.ts';
import { parseQueryString } from '../../../../sandbox/http/query-string.ts';

describe('parseQueryString', () => {
  it('reads repeated keys as arrays and dotted keys as nested objects', () => {
    expect(
      parseQueryString(
        '?id=m1&fieldsets=PUBLIC&fieldsets=EXTENDED&paging.limit=10&sort.fieldName=displayName&sort.order=ASC',
      ),
    ).toEqual({
      id: 'm1',
      fieldsets: ['PUBLIC', 'EXTENDED'],
      paging: { limit: '10' },
      sort: { fieldName: 'displayName', order: 'ASC' },
    });
  });

  it('keeps a single value as a string and decodes percent-encoding', () => {
    expect(parseQueryString('fieldsets=FULL&q=a%26b%20c')).toEqual({ fieldsets: 'FULL', q: 'a&b c' });
  });

  it('decodes the .r form (base64url JSON without padding)', () => {
    expect(parseQueryString('.r=eyJwYWdpbmciOnsibGltaXQiOjV9fQ')).toEqual({ paging: { limit: 5 } });
  });

  it('round-trips what the SDK itself serializes', () => {
    const simple = { reviewId: 'r1', returnPrivateReviews: true, fieldsets: ['PUBLIC', 'FULL'] };
    expect(parseQueryString(toURLSearchParams(simple).toString())).toEqual({
      reviewId: 'r1',
      returnPrivateReviews: 'true',
      fieldsets: ['PUBLIC', 'FULL'],
    });

    const complex = {
      paging: { limit: 5, offset: 10 },
      fieldsets: ['FULL'],
      sorting: [{ fieldName: 'profile.nickname', order: 'ASC' }],
    };
    const wire = toURLSearchParams(complex, true).toString();
    expect(wire.startsWith('.r=')).toBe(true);
    expect(parseQueryString(wire)).toEqual(complex);
  });

  it('refuses a broken .r with a validation error on ".r"', () => {
    try {
      parseQueryString('.r=***');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ProviderError);
      const err = e as ProviderError;
      expect(err.status).toBe(400);
      expect(err.body.details).toEqual({
        validationError: { fieldViolations: [expect.objectContaining({ field: '.r' })] },
      });
    }
  });
});
