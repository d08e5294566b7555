/** One recorded call per operation, shown as its example. See examples.generated.ts. */
export interface Example {
  request?: unknown;
  status: number;
  response?: unknown;
}
