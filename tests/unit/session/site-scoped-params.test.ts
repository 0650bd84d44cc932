// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSiteScopedParams } from '@/components/session/useSiteScopedParams';

const A = '11111111-2222-4333-8444-555555555555';
const B = '22222222-2222-4333-8444-555555555555';

describe('moving the tools to another site', () => {
  it("closes the last site's open member, contact and file, keeps each tool's filters, and keeps everything on a reload", () => {
    window.location.hash =
      '#tool=contacts&contacts.contact=c1&contacts.q=ann&members.member=m1&media.file=f1&members.filter=x';
    const { rerender } = renderHook(({ site }) => useSiteScopedParams(site), {
      initialProps: { site: null as string | null },
    });
    rerender({ site: A }); // the panel learnt its site: nothing closes
    expect(window.location.hash).toContain('contacts.contact=c1');
    rerender({ site: null }); // between two pages
    rerender({ site: A });
    expect(window.location.hash).toContain('contacts.contact=c1');
    rerender({ site: B });
    const p = new URLSearchParams(window.location.hash.slice(1));
    expect([p.get('contacts.contact'), p.get('members.member'), p.get('media.file')]).toEqual([null, null, null]);
    expect([p.get('tool'), p.get('contacts.q'), p.get('members.filter')]).toEqual(['contacts', 'ann', 'x']);
  });
});
