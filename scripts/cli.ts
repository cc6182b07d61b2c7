/** What the operator scripts (`npm run domains`, `npm run traffic`) share. */

/**
 * A failure to report to the operator as is (no stack), with the exit code: 2 for bad input or
 * missing settings (nothing was sent), 1 when Cloudflare or the provider refused or answered
 * nonsense.
 */
export class CliError extends Error {
  exitCode: 1 | 2;
  constructor(message: string, exitCode: 1 | 2 = 2) {
    super(message);
    this.exitCode = exitCode;
  }
}
