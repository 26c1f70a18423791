import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * Counts the HTTP requests this process is answering right now (from their first byte to the
 * answer's end or the connection's loss), so work that can wait (the job worker in the same
 * process) can let a rush of visitors go first.
 */
@Injectable()
export class RequestsInFlight {
  private count = 0;

  get current(): number {
    return this.count;
  }

  /** Counts each request until its response closes (answered or aborted). */
  middleware() {
    return (_req: Request, res: Response, next: NextFunction): void => {
      this.count += 1;
      res.once('close', () => {
        this.count -= 1;
      });
      next();
    };
  }

  /**
   * Resolves once at most `busy` requests are in flight, or after `maxWaitMs` in any case (work
   * that waits is delayed, never starved), or at once when `stopping()` says so.
   */
  async calmerThan(busy: number, maxWaitMs: number, stopping: () => boolean): Promise<void> {
    const deadline = Date.now() + maxWaitMs;
    while (this.count > busy && Date.now() < deadline && !stopping())
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const POLL_MS = 25;
