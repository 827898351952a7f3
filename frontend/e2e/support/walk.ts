// The walk's checks of one screen or dialog, shared by every walk over the routes: no sideways
// scroll, axe clean, and no interactive target under 24 × 24 px (WCAG 2.2 2.5.8; a link inside a
// sentence is exempt, as the criterion says). Failures are soft, so one run names every page that
// fails rather than the first.
import type { Page } from '@playwright/test';
import { checkAccessibility, expect, expectNoSidewaysScroll, settled, test } from '../fixtures';

/** The smallest target WCAG 2.2 AA allows (2.5.8), in CSS pixels. */
export const TARGET = 24;

/**
 * The interactive elements on screen smaller than 24 × 24 px, each as "tag 'name' w×h". A link
 * that is part of a line of text (inline, with words around it in its block) is exempt; so is
 * what is not rendered or only for screen readers (a 1 px visually hidden skip link).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=tab]',
      '[role=checkbox]',
      '[role=switch]',
    ].join(',');
    const small: string[] = [];
    for (const element of Array.from(globalThis.document.querySelectorAll<HTMLElement>(selector))) {
      const style = globalThis.getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.width >= min && box.height >= min) continue;
      if (element.closest('[inert], [aria-hidden=true]')) continue;
      if (element.tagName === 'A' && style.display === 'inline') {
        const block = element.parentElement;
        const words = (block?.textContent ?? '').replace(element.textContent ?? '', '').trim();
        if (words.length > 0) continue;
      }
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().slice(0, 40) ??
        element.getAttribute('name');
      small.push(
        `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[${element.getAttribute('type')}]` : ''} '${name}' ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return small;
  }, TARGET);
}

/** The checks of one screen as it is now. */
export async function checkScreen(page: Page, where: string) {
  await expectNoSidewaysScroll(page, where);
  await checkAccessibility(page, where);
  expect(await smallTargets(page), `${where}: targets under ${TARGET} px`).toEqual([]);
}

/** Opens `href`, waits for its heading and data, then checks it; failures are soft. */
export async function visit(page: Page, href: string) {
  await page.goto(href);
  await page.locator('main h1').first().waitFor();
  await settled(page, href);
  await test.step(href, async () => {
    await checkScreen(page, href).catch((error: unknown) => {
      expect.soft(String(error), href).toBe('');
    });
  });
}

/** Opens the dialog `open` shows, checks it, and closes it with its "Sulje" button. */
export async function visitDialog(page: Page, where: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  await settled(page, where);
  await checkScreen(page, where).catch((error: unknown) => {
    expect.soft(String(error), where).toBe('');
  });
  // A long dialog scrolls inside itself, so "Sulje" may lie below; it must never lie beside it.
  const close = dialog.getByRole('button', { name: 'Sulje' }).first();
  await close.scrollIntoViewIfNeeded();
  const box = await close.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect
    .soft(box && box.x >= 0 && box.x + box.width <= width, `${where}: Sulje lies on screen`)
    .toBe(true);
  await close.click();
  await dialog.waitFor({ state: 'detached' });
}

/** The href of the first link in `list`'s main area that starts with `prefix`: a real id. */
export async function firstLink(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  await settled(page, list);
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  expect(href, `a link to ${prefix} on ${list}`).toBeTruthy();
  return href!;
}
