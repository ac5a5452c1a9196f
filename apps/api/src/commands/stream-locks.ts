/**
 * One command at a time per stream inside this process: concurrent commands on one aggregate
 * (50 clients on one match) queue instead of racing, so retries only cover other processes.
 */
export class StreamLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(stream: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(stream) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    this.tails.set(stream, tail);
    void tail.then(() => {
      if (this.tails.get(stream) === tail) this.tails.delete(stream);
    });
    return next;
  }
}
