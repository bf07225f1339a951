/** Resolves in a task of its own: after what the caller is doing, and after whatever input is already waiting. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // A message, not a timer: a timer waits at least a second in a tab the phone has put in the background.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The app's fetch: each request starts in a task of its own. A screen asks for what its cards need as it mounts —
 * the home, fifteen requests in one go — and each fetch() costs a phone several milliseconds to start (~7 ms at
 * Lighthouse's 4× slowdown): started together they froze the main thread for ~150 ms, the longest task of the home's
 * start (issue 26). Split, each is a short task and a tap in between is answered at once.
 */
export function fetchInOwnTask(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // The fetch of the moment the request is made, as a direct call would have used.
  const fetch = globalThis.fetch;
  return nextTask().then(() => fetch(input, init));
}
