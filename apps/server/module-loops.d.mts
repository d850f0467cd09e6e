// Types of module-loops.mjs (plain JavaScript, run by `npm run lint:imports`), for src/test/import-rules.test.ts.
import type { ICruiseResult } from 'dependency-cruiser';

export declare const BASELINE_FILE: string;
export declare function moduleEdges(result: ICruiseResult): Map<string, string[]>;
export declare function moduleLoops(edgeKeys: Iterable<string>): { loops: string[][]; edges: string[] };
export declare function compareWithBaseline(current: string[], baseline: string[]): { added: string[]; gone: string[] };
export declare function cruiseModules(paths: string[], exclude?: string[]): Promise<ICruiseResult>;
export declare function readBaseline(file?: string): string[];
