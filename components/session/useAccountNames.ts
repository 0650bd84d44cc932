import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sessionOptions } from '@/lib/queries/session';
import { accountName } from './connection-words';

/** The connected accounts in their order, each with the name the admin knows it by (to group sites under). */
export function useAccountNames(): ReadonlyArray<{ accountId: string; name: string }> {
  const connections = useQuery(sessionOptions()).data?.connections;
  return useMemo(
    () => (connections ?? []).map((c) => ({ accountId: c.accountId, name: accountName(c) })),
    [connections],
  );
}
