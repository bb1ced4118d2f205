// Types for local-config.mjs (plain JavaScript: the start scripts run without a build step).
export declare const LOCAL_CONFIG_NAME: string;
export type Directive = [name: string, sources: string[]];
export declare function parseCsp(policy: string): Directive[];
export declare function serializeCsp(directives: Directive[]): string;
export declare function addSources(policy: string, extra: Record<string, string[]>): string;
export declare function originOf(hostOrUrl: string): string;
export declare function emulatorSources(options: {
  authHost: string;
  env?: Record<string, string | undefined>;
}): Record<string, string[]>;
export declare function withLocalPolicy<T>(config: T, extra: Record<string, string[]>): T;
export declare function writeLocalConfig(options: {
  root: string;
  authHost: string;
  env?: Record<string, string | undefined>;
}): string[];
