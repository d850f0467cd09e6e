// Types of dependency-rules.mjs (plain JavaScript, as dependency-cruiser loads it), for src/test/import-rules.test.ts.
import type { ICruiseOptions, IForbiddenRuleType } from 'dependency-cruiser';

export declare const KNOWN_UPWARD: string[];
export declare const forbidden: IForbiddenRuleType[];
export declare const options: ICruiseOptions;
declare const config: { forbidden: IForbiddenRuleType[]; options: ICruiseOptions };
export default config;
