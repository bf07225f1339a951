// Preloaded into the server process by the soak (`--import`): answers "sample" on the IPC channel with
// the process's memory and event-loop delay since the previous sample. No effect without a channel.
import { monitorEventLoopDelay } from "node:perf_hooks";

if (process.send) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on("message", (message) => {
    if (message !== "sample") return;
    // The live heap, not the garbage waiting for the next collection (the server runs with --expose-gc).
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const m = process.memoryUsage();
    process.send?.({
      type: "sample",
      rss: m.rss,
      heapUsed: m.heapUsed,
      heapTotal: m.heapTotal,
      external: m.external,
      loopDelayP50: delay.percentile(50) / 1e6,
      loopDelayP99: delay.percentile(99) / 1e6,
      loopDelayMax: delay.max / 1e6,
    });
    delay.reset();
  });
  // The server's own stop decides when the process ends, not this channel.
  process.channel?.unref();
}
