import type { Browser } from "playwright-core";

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const VIEWPORTS: {
  desktop: { width: number; height: number };
  phone: { width: number; height: number };
};
export declare function launchBrowser(): Promise<Browser>;
