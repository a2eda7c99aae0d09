/** The precache address of a built file (path relative to the site's folder, `/`-separated). */
export function precacheAddress(file: string): string;
