/**
 * Lets the event loop run what waits (other users' requests, timers, sockets) between two pieces of a long job. A
 * loop whose every step is a promise that settles without I/O (a file already in memory, PGlite, which answers in
 * this thread) would otherwise chain microtask after microtask and hold every other request until the job ends.
 */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
