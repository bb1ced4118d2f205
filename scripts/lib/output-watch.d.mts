// Types for output-watch.mjs (plain JavaScript: the test runner script runs without a build step).
export declare const METADATA_WARNING: string;
export interface OutputWatch {
  push(chunk: string): boolean;
  readonly found: boolean;
}
export declare function createOutputWatch(needle: string): OutputWatch;
