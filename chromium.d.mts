export declare const chromiumExecutablePath: string;
export declare const chromiumArgs: string[];
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
