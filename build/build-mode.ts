/**
 * Whether the build being configured is the demo: vite.config.ts sets it for its mode, and React Router's routes
 * table (src/app/routes.ts) and prerender list (react-router.config.ts) read it, so a live build has no demo screens.
 */
export const DEMO_BUILD_VARIABLE = 'M_SITE_DEMO_BUILD';

export const isDemoBuild = (): boolean => process.env[DEMO_BUILD_VARIABLE] === '1';
