/**
 * WCAG 2.2 AA with axe-core over every route of the routes table (src/config/paths.ts), against the
 * built demo: a visitor's, a member's and an agent's routes, and the overlays that open on their own or
 * from the bar, each in the light and the dark theme (the page is scanned, its theme switched, and
 * scanned again). A serious or critical violation fails; an exception needs a written reason in
 * docs/reliability.md ("Accessibility"). Text over the brand's gradients, which axe leaves for review,
 * is measured too (./harness/gradient-contrast.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/config/paths';
import { gotoApp, openInApp, settled, skipNoticePopup, useBrowser } from './harness/browser';
import { findLowContrastOverGradients } from './harness/gradient-contrast';
import { AGENT_ONLY } from './agent-routes';
import { logInAs } from './member-session';
import { openServiceMenu } from './service-widget';

const app = useBrowser({ motion: true });
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface Finding {
  path: string;
  rule: string;
  impact: string;
  nodes: string[];
}

/** axe on the page as it stands: each serious or critical violation, with a few of its nodes. */
async function scan(page: Page, path: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`.slice(0, 200)),
    }));
  }, WCAG_22_AA);
  const overGradients = await page.evaluate(findLowContrastOverGradients);
  return [
    ...violations.filter((v) => FAILING_IMPACTS.has(v.impact)).map((v) => ({ path, ...v })),
    ...(overGradients.length > 0
      ? [
          {
            path,
            rule: 'color-contrast over a gradient',
            impact: 'serious',
            nodes: overGradients.slice(0, 3).map((f) => `"${f.text}": ${f.ratio}:1, needs ${f.needed}:1`),
          },
        ]
      : []),
  ];
}

const THEMES = ['light', 'dark'] as const;

/** The page as it stands in each theme (the app's themes are `data-theme` on the root element). */
async function scanBothThemes(page: Page, where: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const theme of THEMES) {
    await page.evaluate((name) => (document.documentElement.dataset.theme = name), theme);
    findings.push(...(await scan(page, `${where}, ${theme}`)));
  }
  return findings;
}

/**
 * Open each path in the running app, as its links do, and scan it in both themes once its screen has
 * settled (its calls answered, its lazy parts in).
 */
async function scanRoutes(page: Page, paths: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of paths) {
    await openInApp(page, path);
    await settled(page);
    findings.push(...(await scanBothThemes(page, path)));
  }
  return findings;
}

const pathsWhere = (keep: (route: (typeof ROUTES)[number]) => boolean) =>
  ROUTES.filter(keep).map((route) => route.path);
/** A test's time: a few seconds per route it opens and scans (the suite's 60 s is for one screen's test). */
const timeFor = (paths: readonly string[]) => ({ timeout: 20_000 + paths.length * 7_000 });

describe('WCAG 2.2 AA (axe-core): no serious or critical violation', () => {
  const visitorPaths = pathsWhere((route) => !route.auth && !AGENT_ONLY.has(route.id));
  it("on a visitor's routes", timeFor(visitorPaths), async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await gotoApp(page, '/m/home', { lang: 'en' });
    expect(await scanRoutes(page, visitorPaths)).toEqual([]);
  });

  const memberPaths = pathsWhere((route) => !!route.auth && !AGENT_ONLY.has(route.id));
  it("on a member's routes", timeFor(memberPaths), async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await logInAs(page, 'demo01');
    expect(await scanRoutes(page, memberPaths)).toEqual([]);
  });

  const agentPaths = pathsWhere((route) => AGENT_ONLY.has(route.id));
  it("on an agent's routes", timeFor(agentPaths), async () => {
    const page = await app.newPage();
    await skipNoticePopup(page);
    await logInAs(page, 'agent01');
    expect(await scanRoutes(page, agentPaths)).toEqual([]);
  });

  it('with the overlays open: notice popup, side menu, service menu', async () => {
    const page = await app.newPage();
    await gotoApp(page, '/m/home', { lang: 'en' });
    await page.getByRole('dialog', { name: /Welcome!/ }).waitFor();
    const findings = await scanBothThemes(page, 'notice popup');
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    findings.push(...(await scanBothThemes(page, 'side menu')));
    await page.keyboard.press('Escape');
    await openServiceMenu(page);
    await page.getByRole('dialog', { name: 'Service' }).waitFor();
    findings.push(...(await scanBothThemes(page, 'service menu')));
    expect(findings).toEqual([]);
  });
});
