/**
 * Resolves in a new task, so that the work after it does not lengthen the current one. A message
 * rather than a timer: timers are throttled in background tabs and hidden frames.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
