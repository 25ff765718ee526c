/** One server-sent event as a stream sends it. */
export interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * A live stream read as the browser's client reads it (fetch with the bearer token, the body
 * parsed into events), for tests against a listening server. `next()` waits for the next event
 * that matches, or fails after `timeoutMs`.
 */
export async function openStream(baseUrl: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/events/stream`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const received: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const pump = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => l && !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trimStart()]),
          );
          if (!fields.data) continue;
          received.push({ id: fields.id ?? null, event: fields.event ?? 'message', data: JSON.parse(fields.data) });
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // aborted
    }
  })();
  let read = 0;
  return {
    status: res.status,
    headers: res.headers,
    received,
    async next(match: (e: SseEvent) => boolean = () => true, timeoutMs = 3_000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (read < received.length) {
          const e = received[read++]!;
          if (match(e)) return e;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
