import type { NextFunction, Request, Response } from 'express';

/**
 * Graceful shutdown at the HTTP edge: once draining, new requests get
 * 503 and the requests already running (commands among them) are allowed to finish before the
 * application closes its modules.
 */
export class HttpDrain {
  private inFlight = 0;
  private draining = false;
  private idle: Array<() => void> = [];
  /** Told the number of requests running whenever it changes (the metrics gauge). */
  onCount: (count: number) => void = () => {};

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (this.draining) {
      const messages = {
        es: 'El servidor se está deteniendo; reintenta en unos segundos.',
        en: 'The server is shutting down; retry in a few seconds.',
      };
      res
        .status(503)
        .set('connection', 'close')
        .json({ errors: [{ message: messages.es, extensions: { code: 'UNAVAILABLE', messages } }] });
      return;
    }
    this.inFlight += 1;
    this.onCount(this.inFlight);
    res.once('close', () => {
      this.inFlight -= 1;
      this.onCount(this.inFlight);
      if (this.inFlight === 0) this.notifyIdle();
    });
    next();
  };

  /** Refuses new requests and resolves when the running ones have answered (or after `timeoutMs`). */
  drain(timeoutMs: number): Promise<void> {
    this.draining = true;
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private notifyIdle(): void {
    const waiting = this.idle;
    this.idle = [];
    for (const resolve of waiting) resolve();
  }
}
