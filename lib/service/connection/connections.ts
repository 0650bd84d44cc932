// The connected accounts: several may be connected at once (an agency's clients each have their own
// Wix account). They share one provider route (Wix, or one local sandbox): provider-route.ts follows
// the first; connecting an account on another route replaces the others (session.ts).
import { connectionsItem, legacyConnectionItem, type Connection } from '../../storage';

/** The connected accounts; a connection kept before accounts could be several is moved over once. */
export async function storedConnections(): Promise<Connection[]> {
  const list = await connectionsItem.getValue();
  if (list.length > 0) return list;
  const legacy = await legacyConnectionItem.getValue();
  if (!legacy) return [];
  await connectionsItem.setValue([legacy]);
  await legacyConnectionItem.setValue(null);
  return [legacy];
}

/** The route every connection shares (null while none is connected). */
export async function firstConnection(): Promise<Connection | null> {
  return (await storedConnections())[0] ?? null;
}

export const isConnected = async (): Promise<boolean> => (await storedConnections()).length > 0;
