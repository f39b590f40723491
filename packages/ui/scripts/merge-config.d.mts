export declare const CONFIG_FILE: string;
export declare function stringTokens(files: string[]): string[];
export declare function kitFiles(): string[];
export declare function groupsOf(tokens: string[]): Set<string>;
export declare function neededGroups(kitGroups: Set<string>): Set<string>;
export declare function generateMergeConfig(): string;
