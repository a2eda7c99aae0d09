export declare const CACHE_HASHED_ASSETS: string;
export declare const CACHE_REVALIDATE: string;
