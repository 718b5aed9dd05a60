/** A message's time as the user's locale writes it, e.g. '09:41' or '9:41 AM'. */
export function formatMessageTime(timestamp: string): string {
  return new Date(timestamp).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}
